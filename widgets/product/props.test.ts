import { expect, test } from 'vitest'
import { parseProductProps } from './props'

test.each([
  [{}, 'buy'],
  [{ part: 'gallery' }, 'gallery'],
  [{ part: 'buy' }, 'buy'],
])('props %j mount the %s part', (raw, part) => {
  expect(parseProductProps(raw).part).toBe(part)
})

test('an unknown part is a props error naming the field', () => {
  expect(() => parseProductProps({ part: 'video' })).toThrow(/props\.part/)
})
