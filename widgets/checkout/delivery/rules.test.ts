import { describe, expect, test } from 'vitest'
import type { CheckoutFormName, DeliveryCost, PickupPoint, SavedAddress } from '../../../shared/schemas/checkout'
import { orderPayload } from './continue'
import {
  type AddressChoice,
  addressChoice,
  type Choice,
  checkoutOptionEvent,
  chooseDelivery,
  choosePayment,
  deliveryMethods,
  formsInPlay,
  formsVisible,
  noChoice,
  type ProblemState,
  problemsOf,
  reconcile,
  shownProblems,
  stepProblems,
} from './rules'

const option = (delivery_id: number, delivery_cost_id: number, payment_id: number, extra: Partial<DeliveryCost> = {}): DeliveryCost => ({
  delivery_id,
  delivery_name: `Delivery ${delivery_id}`,
  behaviour: '',
  delivery_additional_info: '',
  delivery_time: '',
  spedition: '',
  delivery_cost_id,
  payment_name: `Payment ${payment_id}`,
  payment_alternative_description: '',
  payment_id,
  payment_behaviour: '',
  cost: 10,
  is_map: false,
  ...extra,
})

// Courier (1) with two payments, a locker (2, a map) with one, a courier (3) paid through a wall.
const options = [
  option(1, 11, 1),
  option(1, 12, 2, { cost: 15 }),
  option(2, 21, 1, { is_map: true, behaviour: 'paczkomaty' }),
  option(3, 31, 7),
]
const walls = { '7': [{ id: 70, gatewayID: 700, name: 'Bank A', logo: '' }] }
const point = { i: 'WAW01M', name: 'WAW01M', g: [52.2, 21] } as PickupPoint
const none: AddressChoice = { saved: { delivery: [], invoice: [] }, index: { delivery: null, invoice: null }, wantInvoice: false }

test('delivery methods group the options and cost at least their cheapest payment', () => {
  const methods = deliveryMethods(options)
  expect(methods.map((method) => [method.id, method.payments.length, method.cost, method.isMap])).toEqual([
    [1, 2, 10, false],
    [2, 1, 10, true],
    [3, 1, 10, false],
  ])
})

describe('SPEC 4 choices', () => {
  test.each<[string, Choice, number, Choice]>([
    ['a delivery with several payments leaves the payment open', noChoice, 1, { deliveryId: 1, costId: null, bankId: null, point: null }],
    ['a delivery with one payment gets it chosen', noChoice, 2, { deliveryId: 2, costId: 21, bankId: null, point: null }],
    [
      'changing the delivery resets payment, bank and point',
      { deliveryId: 2, costId: 21, bankId: null, point },
      3,
      { deliveryId: 3, costId: 31, bankId: null, point: null },
    ],
    ['an unknown delivery changes nothing', noChoice, 9, noChoice],
  ])('%s', (_, before, deliveryId, after) => {
    expect(chooseDelivery(before, options, deliveryId)).toEqual(after)
  })

  test('choosing the same delivery again keeps the payment', () => {
    const chosen = { deliveryId: 1, costId: 12, bankId: null, point: null }
    expect(chooseDelivery(chosen, options, 1)).toBe(chosen)
  })

  test('a payment must belong to the chosen delivery; a new payment drops the bank', () => {
    const chosen = { deliveryId: 1, costId: 11, bankId: 70, point: null }
    expect(choosePayment(chosen, options, 12)).toEqual({ ...chosen, costId: 12, bankId: null })
    expect(choosePayment(chosen, options, 21)).toBe(chosen)
  })
})

test.each<[string, Choice, boolean]>([
  ['no payment yet', { deliveryId: 1, costId: null, bankId: null, point: null }, false],
  ['a payment without a map', { deliveryId: 1, costId: 11, bankId: null, point: null }, true],
  ['a map option without a point', { deliveryId: 2, costId: 21, bankId: null, point: null }, false],
  ['a map option with a point', { deliveryId: 2, costId: 21, bankId: null, point }, true],
])('SPEC 5: the forms show with %s: %s', (_, choice, visible) => {
  expect(formsVisible(choice, options)).toBe(visible)
})

describe('SPEC 5 delivery step messages', () => {
  const saved: AddressChoice = {
    saved: { delivery: [{ id: 1 } as never], invoice: [{ id: 2 } as never] },
    index: { delivery: null, invoice: null },
    wantInvoice: false,
  }
  test.each<[string, Choice, AddressChoice, string[]]>([
    ['nothing chosen', noChoice, none, ['delivery']],
    ['no payment', { deliveryId: 1, costId: null, bankId: null, point: null }, none, ['payment']],
    ['no bank on a wall', { deliveryId: 3, costId: 31, bankId: null, point: null }, none, ['bank']],
    ['a bank not on the wall', { deliveryId: 3, costId: 31, bankId: 99, point: null }, none, ['bank']],
    ['no point', { deliveryId: 2, costId: 21, bankId: null, point: null }, none, ['point']],
    ['all chosen, a guest typing the address', { deliveryId: 2, costId: 21, bankId: null, point }, none, []],
    ['a saved address not picked', { deliveryId: 1, costId: 11, bankId: null, point: null }, saved, ['deliveryAddress']],
    [
      'an invoice wanted and no invoice address picked',
      { deliveryId: 1, costId: 11, bankId: null, point: null },
      { ...saved, index: { delivery: 0, invoice: null }, wantInvoice: true },
      ['invoiceAddress'],
    ],
    [
      'invoice addresses are not asked for without the box',
      { deliveryId: 1, costId: 11, bankId: null, point: null },
      { ...saved, index: { delivery: 0, invoice: null } },
      [],
    ],
  ])('%s', (_, choice, addresses, problems) => {
    expect(stepProblems(choice, options, walls, addresses)).toEqual(problems)
  })
})

describe('reconcile after the options changed', () => {
  test.each<[string, Choice, Choice]>([
    ['a delivery no longer offered clears everything', { deliveryId: 5, costId: 51, bankId: null, point: null }, noChoice],
    [
      'a payment no longer offered is chosen again when it is the only one',
      { deliveryId: 2, costId: 99, bankId: null, point },
      { deliveryId: 2, costId: 21, bankId: null, point },
    ],
    [
      'a bank no longer on the wall goes',
      { deliveryId: 3, costId: 31, bankId: 71, point: null },
      { deliveryId: 3, costId: 31, bankId: null, point: null },
    ],
    [
      'what is still offered stays',
      { deliveryId: 3, costId: 31, bankId: 70, point: null },
      { deliveryId: 3, costId: 31, bankId: 70, point: null },
    ],
  ])('%s', (_, before, after) => {
    expect(reconcile(before, options, walls)).toEqual(after)
  })
})

test('SPEC 3 order payload: bank and gateway from the wall, invoice only when wanted', () => {
  const base = {
    options,
    walls,
    products: [{ id: 5, quantity: 2 }],
    countryId: 1,
    accountCreate: false,
    values: { delivery: { city: 'Łódź' }, consents: { terms: 't' }, invoice: { invoice_company_name: 'ACME' } },
  }
  const payload = orderPayload({ ...base, choice: { deliveryId: 3, costId: 31, bankId: 70, point: null }, addresses: none })
  expect(payload).toMatchObject({
    payment: 31,
    paymentBankID: 70,
    paymentGatewayID: 700,
    point: null,
    delivery: { city: 'Łódź' },
    wantInvoice: false,
  })
  expect(payload).not.toHaveProperty('invoice')
  const withInvoice = orderPayload({
    ...base,
    choice: { deliveryId: 2, costId: 21, bankId: null, point },
    addresses: { ...none, wantInvoice: true },
  })
  expect(withInvoice).toMatchObject({ point: 'WAW01M', invoice: { invoice_company_name: 'ACME' }, paymentBankID: null })
  expect(orderPayload({ ...base, choice: noChoice, addresses: none })).toBeNull()
})

test.each([
  [option(1, 11, 1, { delivery_name: 'Kurier DPD', payment_name: 'Przelewy24' }), 'Kurier DPD / Przelewy24'],
  [
    option(2, 21, 4, { delivery_name: 'Paczkomat InPost 24/7', payment_name: 'Płatność przy odbiorze' }),
    'Paczkomat InPost 24/7 / Płatność przy odbiorze',
  ],
])('SPEC 7: the checkout-option event of step 2 names the delivery and the payment (%#)', (chosen, named) => {
  expect(checkoutOptionEvent(chosen)).toEqual({
    event: 'checkoutOption',
    ecommerce: { checkout_option: { actionField: { step: 2, option: named } } },
  })
})

const courier = { delivery_id: 1, delivery_cost_id: 11, payment_id: 1, is_map: false } as DeliveryCost
const home = { id: 1 } as SavedAddress
const office = { id: 2 } as SavedAddress

/** A customer with a saved delivery and invoice address, courier chosen and paid, nothing picked. */
const base: ProblemState = {
  choice: { deliveryId: 1, costId: 11, bankId: null, point: null },
  options: [courier],
  parts: { addresses: { delivery: [home], invoice: [office] }, payment_methods: {} },
  adding: { delivery: false, invoice: false },
  index: { delivery: null, invoice: null },
  wantInvoice: false,
  submitted: true,
}

test.each<[string, Partial<ProblemState>, string[]]>([
  ['a saved delivery address not picked', {}, ['deliveryAddress']],
  ['a saved delivery address picked', { index: { delivery: 0, invoice: null } }, []],
  ['a new delivery address being added: its form checks it', { adding: { delivery: true, invoice: false } }, []],
  ['an invoice wanted and not picked', { index: { delivery: 0, invoice: null }, wantInvoice: true }, ['invoiceAddress']],
  [
    'an invoice wanted while a new one is added',
    { index: { delivery: 0, invoice: null }, wantInvoice: true, adding: { delivery: false, invoice: true } },
    [],
  ],
  ['no delivery chosen', { choice: { deliveryId: null, costId: null, bankId: null, point: null } }, ['delivery']],
])('SPEC 5: %s gives %j', (_, change, problems) => {
  expect(problemsOf({ ...base, ...change })).toEqual(problems)
})

test.each<[string, boolean, string[]]>([
  ['before the first Continue nothing shows', false, []],
  ['after it the problems show', true, ['deliveryAddress']],
])('SPEC 4: %s', (_, submitted, problems) => {
  expect(shownProblems({ ...base, submitted })).toEqual(problems)
})

test.each<[string, ProblemState['adding'], number, number]>([
  ['picking from both', { delivery: false, invoice: false }, 1, 1],
  ['adding a delivery address', { delivery: true, invoice: false }, 0, 1],
  ['adding an invoice address', { delivery: false, invoice: true }, 1, 0],
])('the saved addresses in play when %s', (_, adding, delivery, invoice) => {
  const { saved } = addressChoice({ ...base, adding })
  expect([saved.delivery.length, saved.invoice.length]).toEqual([delivery, invoice])
})

const savedAddress = { id: 1 } as SavedAddress
/** A guest with no saved address, no invoice wanted, every form given by the server. */
const guest: ProblemState = {
  choice: { deliveryId: 1, costId: 11, bankId: null, point: null },
  options: [],
  parts: { addresses: { delivery: [], invoice: [] }, payment_methods: {} },
  adding: { delivery: false, invoice: false },
  index: { delivery: null, invoice: null },
  wantInvoice: false,
  submitted: false,
}
const given = { delivery: {}, invoice: {}, consents: {}, consentsWithRegistration: {} }

test.each<[string, Partial<ProblemState>, boolean, Partial<typeof given>, CheckoutFormName[]]>([
  ['a guest types the delivery address', {}, false, given, ['consents', 'delivery']],
  ['an invoice wanted is typed too', { wantInvoice: true }, false, given, ['consents', 'delivery', 'invoice']],
  ['a new account adds its consents', {}, true, given, ['consents', 'delivery', 'consentsWithRegistration']],
  [
    'a saved delivery address is picked, not typed',
    { parts: { addresses: { delivery: [savedAddress], invoice: [savedAddress] }, payment_methods: {} }, wantInvoice: true },
    false,
    given,
    ['consents'],
  ],
  [
    'a saved address being replaced by a new one is typed',
    { parts: { addresses: { delivery: [savedAddress], invoice: [] }, payment_methods: {} }, adding: { delivery: true, invoice: false } },
    false,
    given,
    ['consents', 'delivery'],
  ],
  ['a form the server did not give is not sent', {}, true, { consents: {} }, ['consents']],
])('the forms in play when %s', (_, change, accountCreate, forms, names) => {
  expect(formsInPlay({ ...guest, ...change }, accountCreate, forms)).toEqual(names)
})
