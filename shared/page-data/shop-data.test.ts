// window.shopData: a missing or malformed part gets its documented default and one warning.
import { beforeEach, describe, expect, type MockInstance, test, vi } from 'vitest'
import { basketWith, line, pageData, setPageData } from '../../test/helpers/data'
import { emptyBasket } from '../schemas/basket'
import {
  PageDataError,
  readBasket,
  readConfig,
  readNotifications,
  readSetup,
  readTranslations,
  requireParts,
  shopDataDefaults,
} from './shop-data'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
const warnings = () => warn.mock.calls.map(([message]) => String(message))

const setup = pageData().setup as Record<string, unknown>

describe('readSetup', () => {
  test('a valid setup is read as it is, without warnings', () => {
    setPageData(pageData({ setup: { ...setup, currency: { current: '2', symbol: '€', iso: 'EUR' } } }))
    expect(readSetup().currency).toEqual({ current: 2, symbol: '€', iso: 'EUR' })
    expect(warnings()).toEqual([])
  })

  test.each([
    ['missing', undefined, 'window.shopData.setup.currency is missing'],
    ['without a symbol', { current: 1, iso: 'EUR' }, 'window.shopData.setup.currency.symbol'],
    ['with an empty iso', { current: 1, symbol: '€', iso: '' }, 'window.shopData.setup.currency.iso'],
    ['not an object', 'EUR', 'window.shopData.setup.currency'],
  ])('a currency %s falls back to zł alone, with one warning naming it', (_, currency, named) => {
    const login = { logged: 1, basketNotLogged: 0, from: '', to: '', busy: false, name: 'Ola' }
    setPageData(pageData({ setup: { ...setup, login, currency } }))
    const read = readSetup()
    expect(read.currency).toEqual(shopDataDefaults.currency)
    expect(read.login).toMatchObject({ logged: true, name: 'Ola' })
    expect(read.language).toEqual(shopDataDefaults.language)
    readSetup()
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toContain(named)
  })

  test('no window.shopData at all: every part has its default, one warning each', () => {
    setPageData(undefined)
    expect(readSetup()).toEqual({ login: shopDataDefaults.login, language: shopDataDefaults.language, currency: shopDataDefaults.currency })
    expect(readConfig()).toEqual(shopDataDefaults.config)
    expect(readBasket()).toEqual(emptyBasket)
    expect(warnings()).toEqual([
      expect.stringContaining('window.shopData.setup.login is missing'),
      expect.stringContaining('window.shopData.setup.language is missing'),
      expect.stringContaining('window.shopData.setup.currency is missing'),
      expect.stringContaining('window.shopData.config is missing'),
      expect.stringContaining('window.shopData.basket is missing'),
    ])
  })
})

describe('readConfig', () => {
  test('fills what the page left out and accepts numeric strings', () => {
    setPageData(pageData({ config: { csrfToken: 'abc', imageSizes: ['520', 309] } }))
    expect(readConfig()).toEqual({
      csrfToken: 'abc',
      imageSizes: [520, 309],
      paths: { static: '/static/www/', images: '/images', basket: '/basket', home: '/', login: '/access/login' },
    })
    expect(warnings()).toEqual([])
  })

  test('a malformed config gets the default with one warning naming the field', () => {
    setPageData(pageData({ config: { imageSizes: ['big'] } }))
    expect(readConfig()).toEqual(shopDataDefaults.config)
    expect(warnings()).toEqual([expect.stringContaining('window.shopData.config.imageSizes.0')])
  })
})

describe('readBasket', () => {
  test('money and counts sent as numeric strings are numbers', () => {
    const sent = {
      ...basketWith([line()]),
      products: [{ ...line(), quantity: '2', price: { regular: '59.90', final: '49.90' }, value: { regular: '119.80', final: '99.80' } }],
      total: { regular: '119.80', final: '99.80' },
      free_delivery_missing_amount: '100.20',
    }
    setPageData(pageData({ basket: sent }))
    const basket = readBasket()
    expect(basket.products[0]).toMatchObject({ quantity: 2, price: { regular: 59.9, final: 49.9 }, value: { final: 99.8 } })
    expect(basket.total).toMatchObject({ regular: 119.8, final: 99.8 })
    expect(basket.free_delivery_missing_amount).toBe(100.2)
    expect(warnings()).toEqual([])
  })

  test('a malformed basket is the empty basket, with a warning naming the bad field; other parts are read', () => {
    const broken = { ...basketWith([line()]), total: { regular: 'a lot', final: 100 } }
    setPageData(pageData({ basket: broken, translations: { basket: 'Koszyk' } }))
    expect(readBasket()).toEqual(emptyBasket)
    expect(readTranslations()).toEqual({ basket: 'Koszyk' })
    expect(warnings()).toEqual([expect.stringContaining('window.shopData.basket.total.regular')])
  })
})

test('translations that are not all text fall back to none, with one warning', () => {
  setPageData(pageData({ translations: { basket: 'Koszyk', count: 3 } }))
  expect(readTranslations()).toEqual({})
  expect(readTranslations()).toEqual({})
  expect(warnings()).toEqual([expect.stringContaining('window.shopData.translations.count')])
})

test('a malformed initial notification is skipped on its own', () => {
  setPageData(
    pageData({ notifications: [{ content: 'Welcome' }, { content: 'Broken', temporary: 'soon' }, { id: 'sale', content: 'Sale' }] }),
  )
  expect(readNotifications().map((n) => [n.id, n.content])).toEqual([
    ['initial-0', 'Welcome'],
    ['sale', 'Sale'],
  ])
  expect(warnings()).toEqual([expect.stringContaining('window.shopData.notifications.1')])
})

describe('requireParts (never a false state)', () => {
  test('a basket as PHP sends it is read: null for absent, numeric strings, t/f, [] for {}', () => {
    const php = {
      ...basketWith([line({ id: 1, quantity: 2 })]),
      products: [{ ...line({ id: 1, quantity: 2 }), quantity: '2', is_muted: 'f', products: null, error: null, discount_name: null }],
      free_delivery: 'f',
      loyalty: [],
      voucher: null,
    }
    setPageData(pageData({ basket: php }))
    expect(() => requireParts('basket')).not.toThrow()
    expect(readBasket().products[0]).toMatchObject({ quantity: 2, is_muted: false, products: [] })
    expect(readBasket().free_delivery).toBe(false)
  })

  test.each([
    ['a basket that cannot be read', { basket: { products: 'two' } }, 'basket', 'window.shopData.basket.products'],
    ['a missing basket', { basket: undefined }, 'basket', 'window.shopData.basket is missing'],
    ['a login that cannot be read', { setup: { ...setup, login: { logged: 'yes' } } }, 'setup.login', 'window.shopData.setup.login.logged'],
  ] as const)('%s throws, naming the field, so the island keeps the server markup', (_, data, part, named) => {
    setPageData(pageData(data))
    expect(() => requireParts(part)).toThrow(PageDataError)
    expect(() => requireParts(part)).toThrow(named)
  })
})
