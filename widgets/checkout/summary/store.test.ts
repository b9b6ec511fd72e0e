// @vitest-environment happy-dom
// The order placement of checkout step 3 (SPEC 4 Order placement, 8), against a fake server.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { takeCarriedNotices } from '../../../shared/browser/carried-notices'
import { navigation } from '../../../shared/browser/navigate'
import { $translations } from '../../../shared/i18n/translations'
import { type CheckedChoice, checkedChoiceSchema } from '../../../shared/schemas/checkout'
import * as v from '../../../shared/schemas/kit'
import { $basket } from '../../../shared/stores/basket'
import { $notifications } from '../../../shared/stores/notifications'
import { basketWith, line, pageData, setPageData } from '../../../test/helpers/data'
import { type FakeCall, fakeServer, html, ok, status } from '../../../test/helpers/fake-server'
import { given } from '../../../test/helpers/stores'
import { createSummaryStep } from './store'

const basket = basketWith([line({ id: 7, quantity: 2 })])
const option = (paymentId: number, behaviour: string) => ({
  delivery_id: 2,
  delivery_name: 'Kurier DPD',
  delivery_cost_id: 1020 + paymentId,
  payment_name: 'Payment',
  payment_id: paymentId,
  payment_behaviour: behaviour,
  cost: 16.99,
})
const payments = ok({
  status: true,
  basket,
  countries: { items: [{ id: 1, name: 'Polska' }], selected: 1 },
  deliveries_costs: [option(3, 'bank_transfer'), option(6, 'bluemedia_blik'), option(9, 'bluemedia_card_transfer')],
})
const choice = (paymentId: number, behaviour: string): CheckedChoice =>
  v.parse(checkedChoiceSchema, {
    deliveryId: 2,
    paymentId,
    countryId: 1,
    deliveryCostId: 1020 + paymentId,
    paymentBehaviour: behaviour,
    delivery: { forename: 'Anna' },
    consents: { terms: 't' },
  })
const notices = () => $notifications.get().map((n) => ({ content: n.content, color: n.variables.color }))

let go: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  given($translations, { unknownError: 'Something went wrong' })
  given($basket, basket)
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

async function ready(
  paymentId = 3,
  behaviour = 'bank_transfer',
  order: Parameters<typeof fakeServer>[0][string] = ok({ status: true, transaction: 'K1' }),
) {
  const calls = fakeServer({ 'POST /ajax/basket/payments': payments, 'POST /ajax/basket/order': order })
  const store = createSummaryStep(choice(paymentId, behaviour))
  await store.load()
  expect(store.$state.get().status).toBe('ready')
  return { store, calls }
}
const orderCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === '/ajax/basket/order')

describe('placing the order', () => {
  test('sends the checked payload with the basket products once, however often it is pressed; the basket empties; the order page', async () => {
    const { store, calls } = await ready()
    await Promise.all([store.placeOrder(), store.placeOrder(), store.placeOrder()])
    expect(orderCalls(calls)).toHaveLength(1)
    const body = orderCalls(calls)[0]?.body
    expect(body?.get('payment')).toBe('1023')
    expect(body?.get('products[0][id]')).toBe('7')
    expect(body?.get('products[0][quantity]')).toBe('2')
    expect(body?.get('delivery[forename]')).toBe('Anna')
    expect(body?.get('consents[terms]')).toBe('t')
    expect(body?.has('invoice[address]')).toBe(false)
    expect($basket.get().products).toEqual([])
    expect(store.$state.get().order).toMatchObject({ key: 'K1', paymentId: 3 })
    // What was ordered stays on screen behind a BLIK modal.
    expect(store.$state.get().order?.basket.products.map((product) => product.id)).toEqual([7])
    expect(go).toHaveBeenCalledExactlyOnceWith('/order/K1')
  })

  test('a card order goes to the gateway the config lists', async () => {
    setPageData(pageData({ config: { paymentGateways: ['https://pay.example'] } }))
    given($basket, basket)
    const { store } = await ready(
      9,
      'bluemedia_card_transfer',
      ok({ status: true, transaction: 'K9', redirect_url: 'https://pay.example/K9' }),
    )
    await store.placeOrder()
    expect(go).toHaveBeenCalledExactlyOnceWith('https://pay.example/K9')
  })

  test('a card order whose gateway the config does not list goes to the order page instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { store } = await ready(
      9,
      'bluemedia_card_transfer',
      ok({ status: true, transaction: 'K9', redirect_url: 'https://evil.example/K9' }),
    )
    await store.placeOrder()
    expect(go).toHaveBeenCalledExactlyOnceWith('/order/K9')
    expect(console.error).toHaveBeenCalledWith('[shop-widgets] redirect_url: refused to go to "https://evil.example/K9"')
  })

  test.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('a refused order whose redirect is %j: the shopper stays, with the notices, and may press again', async (redirect) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { store } = await ready(3, 'bank_transfer', ok({ status: false, message: 'Sold out meanwhile', redirect }))
    await store.placeOrder()
    expect(go).not.toHaveBeenCalled()
    expect(notices()).toEqual([
      { content: 'Sold out meanwhile', color: 'danger' },
      { content: 'Something went wrong', color: 'danger' },
    ])
    expect(takeCarriedNotices()).toEqual([])
    expect(store.$state.get().placing).toBe(false)
  })

  test('a BLIK order not accepted opens the code modal; dismissing it goes to the order page', async () => {
    const { store } = await ready(
      6,
      'bluemedia_blik',
      ok({ status: true, transaction: 'K6', BlikStatus: 'pending', BlikAction: '/ajax/order/blik/6' }),
    )
    await store.placeOrder()
    expect(store.$state.get().blik?.$blik.get().state).toBe('form')
    expect(go).not.toHaveBeenCalled()
    expect($basket.get().products).toEqual([])
    store.dismissBlik()
    expect(go).toHaveBeenCalledExactlyOnceWith('/order/K6')
  })

  test('a refused order: the notice, carried to the basket page it goes to, and the basket as it was', async () => {
    const { store } = await ready(3, 'bank_transfer', ok({ status: false, message: 'Sold out meanwhile' }))
    await store.placeOrder()
    expect(notices()).toEqual([{ content: 'Sold out meanwhile', color: 'danger' }])
    expect(takeCarriedNotices()).toEqual([expect.objectContaining({ content: 'Sold out meanwhile' })])
    expect(go).toHaveBeenCalledExactlyOnceWith('/basket')
    expect($basket.get().products.map((product) => product.id)).toEqual([7])
  })

  test.each([
    ['offline', 'network-error' as const, 'Something went wrong (Network Error)'],
    ['a 500', status(500, { status: false, message: 'Internal error' }), 'Internal error'],
    ['HTML instead of JSON', html(200, '<h1>Login</h1>'), 'Something went wrong (The server sent an unexpected response.)'],
  ])('%s: the notice, carried to the basket page, where the server tells whether it was ordered; never sent twice (SPEC 8)', async (_, reply, text) => {
    const { store, calls } = await ready(3, 'bank_transfer', reply)
    await store.placeOrder()
    expect(notices()).toEqual([{ content: text, color: 'danger' }])
    expect(takeCarriedNotices()).toEqual([expect.objectContaining({ content: text })])
    expect(go).toHaveBeenCalledExactlyOnceWith('/basket')
    expect(store.$state.get()).toMatchObject({ placing: true, order: null })
    await store.placeOrder()
    expect(orderCalls(calls)).toHaveLength(1)
  })
})

test('the summary cannot load: failed, with the notice, and a retry', async () => {
  fakeServer({ 'POST /ajax/basket/payments': 'network-error' })
  const store = createSummaryStep(choice(3, 'bank_transfer'))
  await store.load()
  expect(store.$state.get().status).toBe('failed')
  expect(notices()).toEqual([{ content: 'Something went wrong (Network Error)', color: 'danger' }])
})
