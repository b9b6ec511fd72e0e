import { expect, test } from 'vitest'
import { truncate } from './truncate'

test.each([
  // text, max, shown
  ['Linen dress', 20, 'Linen dress'],
  ['Linen dress', 11, 'Linen dress'],
  ['Linen dress', 10, 'Linen d...'],
  ['Linen dress with belt', 9, 'Linen...'],
  ['Linen', 3, '...'],
  ['Linen', 2, '..'],
  ['', 5, ''],
])('"%s" cut to %s characters is "%s" (SPEC 9: three dots by default)', (text, max, shown) => {
  const result = truncate(text, max)
  expect(result).toBe(shown)
  expect(result.length).toBeLessThanOrEqual(max)
})

test('uses the ellipsis it is given', () => {
  expect(truncate('Linen dress', 7, '…')).toBe('Linen…')
})
