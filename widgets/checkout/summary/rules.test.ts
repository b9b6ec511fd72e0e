import { describe, expect, test } from 'vitest'
import { type CheckedChoice, checkedChoiceSchema, type OrderAnswer, orderAnswerSchema } from '../../../shared/schemas/checkout'
import * as v from '../../../shared/schemas/kit'
import { orderOutcome, orderPath, orderPayloadOf, summaryGuard } from './rules'

const choice = (overrides: Record<string, unknown> = {}): CheckedChoice =>
  v.parse(checkedChoiceSchema, {
    deliveryId: 6,
    paymentId: 5,
    countryId: 1,
    deliveryCostId: 1065,
    paymentBehaviour: 'bluemedia',
    point: 'WAW01',
    bank: { id: 3, gatewayID: 1502, name: 'mBank' },
    wantInvoice: true,
    addressIndex: { delivery: null, invoice: null },
    delivery: { forename: 'Jan', city: 'Warszawa' },
    invoice: { invoice_company_name: 'Nowak s.c.' },
    consents: { terms: 't' },
    ...overrides,
  })
const answer = (overrides: Partial<OrderAnswer> = {}): OrderAnswer => v.parse(orderAnswerSchema, { status: true, ...overrides })

describe('the order payload from the checked choice (SPEC 3 Order payload)', () => {
  const products = [{ id: 1, quantity: 2 }]

  test('sends the option, bank, point, addresses and consents as checked, with the basket products', () => {
    expect(orderPayloadOf(choice(), products)).toEqual({
      account_create: false,
      products,
      payment: 1065,
      paymentGatewayID: 1502,
      paymentBankID: 3,
      point: 'WAW01',
      country: 1,
      addressIndex: { delivery: null, invoice: null },
      wantInvoice: true,
      delivery: { forename: 'Jan', city: 'Warszawa' },
      consents: { terms: 't' },
      invoice: { invoice_company_name: 'Nowak s.c.' },
    })
  })

  test.each([
    ['no invoice wanted: no invoice fields', { wantInvoice: false, invoice: null }, 'invoice', undefined],
    ['a saved delivery address goes by its index', { addressIndex: { delivery: 1, invoice: null } }, 'delivery', {}],
    ['no bank on a payment without a wall', { bank: null }, 'paymentBankID', null],
    [
      'account terms only when an account is created',
      { consentsWithRegistration: { account_terms: 't' } },
      'consentsWithRegistration',
      undefined,
    ],
    [
      'account terms sent with account creation',
      { accountCreate: true, consentsWithRegistration: { account_terms: 't' } },
      'consentsWithRegistration',
      { account_terms: 't' },
    ],
  ])('%s', (_, overrides, key, expected) => {
    expect(orderPayloadOf(choice(overrides), products)?.[key as keyof ReturnType<typeof orderPayloadOf> & string]).toEqual(expected)
  })

  test('no checked option (a page with the two ids only): nothing to order', () => {
    expect(orderPayloadOf(choice({ deliveryCostId: null }), products)).toBeNull()
  })
})

describe('what the order answer leads to (SPEC 4 Order placement, 8)', () => {
  test.each([
    [
      'a refusal',
      answer({ status: false, message: 'Sold out', redirect: '/basket' }),
      choice(),
      { kind: 'refused', message: 'Sold out', redirect: '/basket' },
    ],
    ['a transfer', answer({ transaction: 'K1' }), choice(), { kind: 'order', key: 'K1' }],
    [
      'cash on delivery',
      answer({ transaction: 'K2' }),
      choice({ paymentId: 4, paymentBehaviour: 'on_delivery' }),
      { kind: 'order', key: 'K2' },
    ],
    [
      'a card (payment 9) starts the card payment',
      answer({ transaction: 'K3', redirect_url: '/gateway/card/K3' }),
      choice({ paymentId: 9 }),
      { kind: 'card', url: '/gateway/card/K3', key: 'K3' },
    ],
    [
      'BLIK not accepted asks for the code',
      answer({ transaction: 'K4', BlikStatus: 'pending', BlikAction: '/ajax/order/blik/4' }),
      choice({ paymentId: 6, paymentBehaviour: 'bluemedia_blik' }),
      { kind: 'blik', action: '/ajax/order/blik/4', key: 'K4' },
    ],
    [
      'BLIK accepted at once goes to the order page',
      answer({ transaction: 'K5', BlikStatus: 'accepted', BlikAction: '/ajax/order/blik/5' }),
      choice({ paymentId: 6, paymentBehaviour: 'bluemedia_blik' }),
      { kind: 'order', key: 'K5' },
    ],
    ['status true without a key', answer(), choice(), { kind: 'unknown' }],
  ])('%s', (_, given, checked, expected) => {
    expect(orderOutcome(given, checked)).toEqual(expected)
  })
})

test.each([
  ['/', 'AB12', '/order/AB12'],
  ['/en/', 'AB12', '/en/order/AB12'],
  ['/', 'a/b', '/order/a%2Fb'],
])('the order page under %s for %s is %s', (home, key, expected) => {
  expect(orderPath(home, key)).toBe(expected)
})

test.each([
  [0, { deliveryId: 1, paymentId: 1 }, 'basket'],
  [2, { deliveryId: 1, paymentId: 1 }, null],
  [2, { deliveryId: 1, paymentId: null }, 'delivery'],
  [2, { deliveryId: null, paymentId: null }, 'delivery'],
])('summary guard with %s products and %o → %s', (count, checkout, expected) => {
  expect(summaryGuard(count, checkout)).toBe(expected)
})
