import { describe, expect, test } from 'vitest'
import {
  afterSave,
  chooseCountry,
  chooseLanguage,
  currencyIdOf,
  defaultCountryName,
  flagCode,
  initialChoice,
  isComplete,
  type LanguageChoiceItem,
  localizedPath,
} from './rules'

const item = (language_iso: string, country_id: number, currency_iso: string, currency_id: number): LanguageChoiceItem => ({
  language_iso,
  language_name: language_iso.toUpperCase(),
  country_id,
  country_name: `country ${country_id}`,
  country_iso: `c${country_id}`,
  currency_iso,
  currency_id,
})

// pl: one country, one currency; en: two countries, one with two currencies; cs: one of each.
const items = [
  item('pl', 1, 'PLN', 1),
  item('en', 10, 'GBP', 4),
  item('en', 11, 'EUR', 2),
  item('en', 11, 'PLN', 1),
  item('cs', 2, 'CZK', 3),
]

describe('the cascade (SPEC 4)', () => {
  test.each([
    ['pl', { language: 'pl', country: 1, currency: 'PLN' }],
    ['cs', { language: 'cs', country: 2, currency: 'CZK' }],
    ['en', { language: 'en', country: null, currency: null }],
    [null, { language: null, country: null, currency: null }],
  ])('choosing language %s gives %o', (language, expected) => {
    expect(chooseLanguage(items, language)).toEqual(expected)
  })

  test.each([
    [10, { language: 'en', country: 10, currency: 'GBP' }],
    [11, { language: 'en', country: 11, currency: null }],
  ])('choosing country %s resets the currency, picking the only one: %o', (country, expected) => {
    expect(chooseCountry(items, { language: 'en', country: 10, currency: 'GBP' }, country)).toEqual(expected)
  })

  test.each([
    [
      { language: 'en', country: 11, currency: 'EUR' },
      { language: 'en', country: 11, currency: 'EUR' },
    ],
    [
      { language: 'en', country: 11, currency: 'CZK' },
      { language: 'en', country: 11, currency: null },
    ],
    [
      { language: 'en', country: 99, currency: 'EUR' },
      { language: 'en', country: null, currency: null },
    ],
    [
      { language: 'xx', country: 1, currency: 'PLN' },
      { language: null, country: null, currency: null },
    ],
  ])('starts from the page %o as %o', (current, expected) => {
    expect(initialChoice(items, current)).toEqual(expected)
  })

  test.each([
    [{ language: 'en', country: 10, currency: 'GBP' }, true],
    [{ language: 'en', country: 10, currency: null }, false],
    [{ language: 'en', country: null, currency: null }, false],
    [{ language: null, country: null, currency: null }, false],
  ])('%o is complete: %s', (choice, expected) => {
    expect(isComplete(choice)).toBe(expected)
  })
})

test.each([
  ['GBP', 4],
  ['CZK', 3],
  ['USD', 1],
])('currency %s has id %s (default 1)', (iso, id) => {
  expect(currencyIdOf(items, iso)).toBe(id)
})

test.each([
  ['cs', 'cz'],
  ['CZ', 'cz'],
  ['en', 'gb'],
  ['gb', 'gb'],
  ['pl', 'pl'],
  ['de', 'de'],
  ['ua', 'ua'],
])('flag of %s is %s', (iso, flag) => {
  expect(flagCode(iso)).toBe(flag)
})

test.each([
  ['www.szafa.cz', 'Česká republika'],
  ['www.szafa.pl', 'Polska'],
  ['127.0.0.1', 'Polska'],
])('default country on %s is %s', (host, name) => {
  expect(defaultCountryName(host)).toBe(name)
})

describe('URLs (SPEC 2: the default language has no prefix)', () => {
  test.each([
    ['/o-nas', 'pl', 'en', '/en/o-nas'],
    ['/en/o-nas', 'en', 'pl', '/o-nas'],
    ['/en/o-nas', 'en', 'de', '/de/o-nas'],
    ['/', 'pl', 'en', '/en/'],
    ['/en/', 'en', 'pl', '/'],
    ['/en', 'en', 'pl', '/'],
    ['/english-page', 'pl', 'en', '/en/english-page'],
    ['/c/sukienki', 'pl', 'pl', '/c/sukienki'],
  ])('%s from %s to %s is %s', (path, from, to, expected) => {
    expect(localizedPath(path, from, to, 'pl')).toBe(expected)
  })

  test.each([
    [
      { path: '/o-nas', basketPath: '/basket', from: 'pl', to: 'pl' },
      { reload: '/o-nas', samePage: true },
    ],
    [
      { path: '/o-nas', basketPath: '/basket', from: 'pl', to: 'en' },
      { reload: '/en/o-nas', samePage: true },
    ],
    [{ path: '/basket', basketPath: '/basket', from: 'pl', to: 'pl' }, { inPlace: true }],
    [{ path: '/basket/delivery', basketPath: '/basket', from: 'pl', to: 'pl' }, { inPlace: true }],
    [
      { path: '/basket/delivery', basketPath: '/basket', from: 'pl', to: 'en' },
      { reload: '/en/basket', samePage: false },
    ],
    [
      { path: '/en/basket', basketPath: '/en/basket', from: 'en', to: 'pl' },
      { reload: '/basket', samePage: false },
    ],
    [
      { path: '/en/basket', basketPath: '/en/basket', from: 'en', to: 'cs' },
      { reload: '/cs/basket', samePage: false },
    ],
  ])('after saving %o: %o', (input, expected) => {
    expect(afterSave({ ...input, defaultLanguage: 'pl' })).toEqual(expected)
  })
})
