import { expect, test } from 'vitest'
import { swatchColour } from './colour'

test.each([
  ['#1f2a44', '#1f2a44'],
  ['#FFF', '#FFF'],
  ['#1f2a4480', '#1f2a4480'],
  ['', null],
  [null, null],
  ['red', null],
  ['#12345', null],
  ['#1f2a44;background:url(//x)', null],
  ['url(javascript:alert(1))', null],
])('%s → %s', (value, expected) => {
  expect(swatchColour(value)).toBe(expected)
})
