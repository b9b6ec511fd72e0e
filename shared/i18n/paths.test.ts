import { expect, test } from 'vitest'
import { localePath } from './paths'

const pl = { current: 'pl', list: [], default_language_iso: 'pl' }
const en = { current: 'en', list: [], default_language_iso: 'pl' }

test.each([
  // path, language, shown
  ['/basket', pl, '/basket'],
  ['basket', pl, '/basket'],
  ['/', pl, '/'],
  ['/basket', en, '/en/basket'],
  ['basket/delivery', en, '/en/basket/delivery'],
  ['/', en, '/en'],
])('%s in %o is %s (no prefix for the default language)', (path, language, shown) => {
  expect(localePath(path, language)).toBe(shown)
})

test('uses the page language by default', () => {
  expect(localePath('/basket')).toBe('/basket')
})
