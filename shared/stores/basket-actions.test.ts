// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { warmUpApi } from '../../test/helpers/api'
import { givenConsent } from '../../test/helpers/consent'
import { basketWith, line } from '../../test/helpers/data'
import { fakeServer, ok, status } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { navigation } from '../browser/navigate'
import { $translations } from '../i18n/translations'
import { $basket, $basketPanelOpen, $outOfStock, $quantityPending } from './basket'
import { addToBasket, changeQuantity, refreshBasket, removeFromBasket } from './basket-actions'
import { $notifications } from './notifications'

const dataLayer = () => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []
const notices = () => $notifications.get().map((n) => ({ content: n.content, color: n.variables.color }))
const dress = line({
  id: 1,
  quantity: 1,
  price: { regular: 100, promoted: undefined, final: 100 },
  value: { regular: 100, promoted: undefined, final: 100 },
})

beforeEach(() => {
  given($translations, { unknownError: 'Something went wrong' })
  givenConsent(true) // the analytics events below are sent only with consent (SPEC 1)
  vi.spyOn(navigation, 'go').mockImplementation(() => {})
})

/** A reply the test sends when it wants: the change stays pending until then. */
function later() {
  let send: ((response: Response) => void) | undefined
  const reply = () => new Promise<Response>((resolve) => (send = resolve))
  return {
    reply,
    send: async (response: Response) => {
      await vi.waitFor(() => expect(send).toBeDefined())
      send?.(response)
    },
  }
}

describe('changeQuantity (SPEC 4)', () => {
  test('shows the new quantity and value at once, then the basket the server sent', async () => {
    given($basket, basketWith([dress]))
    const server = later()
    const calls = fakeServer({ 'POST /ajax/basket/quantity': server.reply })
    const done = changeQuantity(1, 2)
    expect($basket.get().products[0]).toMatchObject({ quantity: 2, value: { final: 200 } })
    expect($basket.get().total.final).toBe(200)
    expect($quantityPending.get()).toBe(true)
    const confirmed = basketWith([line({ ...dress, quantity: 2, value: { regular: 200, promoted: 180, final: 180 } })])
    await server.send(ok({ data: { basket: confirmed } }))
    await done
    expect($basket.get()).toEqual(confirmed)
    expect($quantityPending.get()).toBe(false)
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({ id: '1', quantity: '2' })
  })

  test("SPEC 7 data.discount: the code's worth after the change wins over the basket's copy", async () => {
    given($basket, basketWith([dress]))
    const withCode = { ...basketWith([line({ ...dress, quantity: 2 })]), discount: { code: 'LATO', value: 20 } }
    fakeServer({ 'POST /ajax/basket/quantity': ok({ data: { basket: withCode, discount: { code: 'LATO', value: 40 } } }) })
    await changeQuantity(1, 2)
    expect($basket.get().discount).toEqual({ code: 'LATO', value: 40 })
    // Absent or null (the reading rule: null is absent), the basket's own stands.
    fakeServer({ 'POST /ajax/basket/quantity': ok({ data: { basket: withCode, discount: null } }) })
    await changeQuantity(1, 3)
    expect($basket.get().discount).toEqual({ code: 'LATO', value: 20 })
  })

  test.each([
    ['the server refuses it', ok({ status: false, message: 'Only 1 left in stock' }), 'Only 1 left in stock'],
    ['the network fails', 'network-error' as const, 'Something went wrong (Network Error)'],
  ])('when %s, the quantity goes back and a danger notice says why', async (_, reply, message) => {
    given($basket, basketWith([dress]))
    fakeServer({ 'POST /ajax/basket/quantity': reply })
    await changeQuantity(1, 3)
    expect($basket.get().products[0]?.quantity).toBe(1)
    expect($basket.get().total.final).toBe(100)
    expect(notices()).toEqual([{ content: message, color: 'danger' }])
    expect(navigation.go).not.toHaveBeenCalled()
    expect($quantityPending.get()).toBe(false)
  })

  test('a change while one is pending is ignored', async () => {
    given($basket, basketWith([dress]))
    const server = later()
    const calls = fakeServer({ 'POST /ajax/basket/quantity': server.reply })
    const first = changeQuantity(1, 2)
    await changeQuantity(1, 5)
    expect($basket.get().products[0]?.quantity).toBe(2)
    await server.send(ok({ data: { basket: basketWith([line({ ...dress, quantity: 2 })]) } }))
    await first
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body.get('quantity')).toBe('2')
  })

  test.each([
    [1, 0],
    [1, -1],
    [3, 3],
  ])('from %s to %s nothing is sent and nothing changes', async (quantity, wanted) => {
    const start = basketWith([line({ ...dress, quantity })])
    given($basket, start)
    await changeQuantity(1, wanted)
    expect($basket.get()).toBe(start)
    expect($quantityPending.get()).toBe(false)
  })
})

test('a slow quantity answer that comes after the line was removed does not bring the line back', async () => {
  given($basket, basketWith([dress, line({ ...dress, id: 2 })]))
  const quantity = later()
  const calls = fakeServer({
    'POST /ajax/basket/quantity': quantity.reply,
    'POST /ajax/basket/delete': ok({ basket: basketWith([line({ ...dress, id: 2 })]) }),
    'POST /ajax/basket/payments': ok({ basket: basketWith([line({ ...dress, id: 2 })]) }),
  })
  const changing = changeQuantity(1, 2)
  expect(await removeFromBasket(1)).toBe(true)
  expect($basket.get().products.map((product) => product.id)).toEqual([2])
  // The server did the change first and answers it late: the basket it tells of is older.
  await quantity.send(ok({ data: { basket: basketWith([line({ ...dress, quantity: 2 }), line({ ...dress, id: 2 })]) } }))
  await changing
  expect($basket.get().products.map((product) => product.id)).toEqual([2])
  expect($quantityPending.get()).toBe(false)
  // The two changes overlapped: the basket is read once more, and still shows line 2 alone.
  await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/ajax/basket/payments'))
  expect($basket.get().products.map((product) => product.id)).toEqual([2])
})

describe('calls that overlap, made by the server the other way round', () => {
  // Two connections: the server got the second call first.
  const third = line({ ...dress, id: 3 })
  const ids = () => $basket.get().products.map((product) => product.id)

  // Two removals: the second one's answer still holds line 1.
  test.each([
    ['the first answer comes first', ['first', 'second']],
    ['the stale answer comes first', ['second', 'first']],
  ])('%s: once both have answered, the basket is read again and shows neither line', async (_, order) => {
    given($basket, basketWith([dress, line({ ...dress, id: 2 }), third]))
    const answers = { first: later(), second: later() }
    const calls = fakeServer({
      'POST /ajax/basket/delete': [answers.first.reply, answers.second.reply],
      'POST /ajax/basket/payments': ok({ basket: basketWith([third]) }),
    })
    const removing = [removeFromBasket(1), removeFromBasket(2)]
    const said = { first: ok({ basket: basketWith([third]) }), second: ok({ basket: basketWith([dress, third]) }) }
    for (const which of order as Array<'first' | 'second'>) await answers[which].send(said[which])
    expect(await Promise.all(removing)).toEqual([true, true])
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(['/ajax/basket/delete', '/ajax/basket/delete', '/ajax/basket/payments']),
    )
    await vi.waitFor(() => expect(ids()).toEqual([3]))
  })

  test('a read sent while a removal is on the way, answered from before it, does not bring the line back', async () => {
    given($basket, basketWith([dress, third]))
    const removal = later()
    const staleRead = later()
    const calls = fakeServer({
      'POST /ajax/basket/delete': removal.reply,
      'POST /ajax/basket/payments': [staleRead.reply, ok({ basket: basketWith([third]) })],
    })
    const removing = removeFromBasket(1)
    const reading = refreshBasket()
    await removal.send(ok({ basket: basketWith([third]) }))
    expect(await removing).toBe(true)
    await staleRead.send(ok({ basket: basketWith([dress, third]) }))
    await reading
    // The removal, the shopper's read, and the read once both have answered.
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual(['/ajax/basket/delete', '/ajax/basket/payments', '/ajax/basket/payments']),
    )
    await vi.waitFor(() => expect(ids()).toEqual([3]))
  })

  test('one removal alone is not read again', async () => {
    given($basket, basketWith([dress, third]))
    const calls = fakeServer({ 'POST /ajax/basket/delete': ok({ basket: basketWith([third]) }) })
    expect(await removeFromBasket(1)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.map((call) => call.path)).toEqual(['/ajax/basket/delete'])
    expect(ids()).toEqual([3])
  })
})

describe('addToBasket (SPEC 4, 7)', () => {
  const added = {
    status: true,
    item: { name: 'Linen dress', category_name: 'Dresses', price: { final: '99.90' }, ean: '5901234', product_id: 10, quantity: 1 },
    producer_name: 'Moda',
  }

  test('refreshes the basket, opens the basket panel and tells analytics', async () => {
    given($basket, basketWith([])) // the mini basket on the page already shows the basket
    const refreshed = basketWith([line({ product_id: 10 })])
    const calls = fakeServer({ 'POST /ajax/basket/add': ok(added), 'POST /ajax/basket/payments': ok({ basket: refreshed }) })
    expect(await addToBasket({ id: 10, variant: 55 })).toBe(true)
    expect(calls.map((call) => call.path)).toEqual(['/ajax/basket/add', '/ajax/basket/payments'])
    expect(calls[0]?.body.toString()).toBe('id=10&quantity=1&variant=55')
    expect($basket.get()).toEqual(refreshed)
    expect($basketPanelOpen.get()).toBe(true)
    expect(dataLayer()).toEqual([
      {
        event: 'addToCart',
        ecommerce: {
          add: {
            products: [{ id: 10, name: 'Linen dress', brand: 'Moda', category: 'Dresses', price: 99.9, quantity: 1, ean: '5901234' }],
          },
        },
      },
    ])
  })

  test('the basket it brought is kept when no island had read the basket store yet', async () => {
    // e.g. a product page whose mini basket loads on interaction: its first read must not bring
    // back the page's initial (empty) basket
    const refreshed = basketWith([line({ product_id: 10 })])
    fakeServer({ 'POST /ajax/basket/add': ok(added), 'POST /ajax/basket/payments': ok({ basket: refreshed }) })
    await addToBasket({ id: 10, variant: 55 })
    expect($basket.get()).toEqual(refreshed)
  })

  test('a set sends one variant per product and no quantity', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/add': ok(added), 'POST /ajax/basket/payments': ok({ basket: basketWith([]) }) })
    await addToBasket({ id: 30, variants: [301, 302] })
    expect(calls[0]?.body.toString()).toBe('id=30&variants%5B%5D=301&variants%5B%5D=302')
  })

  test('a refusal without a limit flag marks the product out of stock', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/add': ok({ status: false, message: 'This size is sold out' }) })
    expect(await addToBasket({ id: 10, variant: 55 })).toBe(false)
    expect($outOfStock.get().has(10)).toBe(true)
    expect(notices()).toEqual([{ content: 'This size is sold out', color: 'danger' }])
    expect($basketPanelOpen.get()).toBe(false)
    expect(calls).toHaveLength(1)
    expect(dataLayer()).toEqual([])
  })

  // SPEC 4's rule reads a business answer (api/business-answer.ts); README "Refusals".
  test.each([409, 422])('a %i refusal without a limit flag is a business answer: out of stock', async (code) => {
    fakeServer({ 'POST /ajax/basket/add': status(code, { status: false, message: 'This size is sold out' }) })
    expect(await addToBasket({ id: 10, variant: 55 })).toBe(false)
    expect($outOfStock.get().has(10)).toBe(true)
  })

  test.each([
    [400, 'The field "variant" is required.'],
    [401, 'Log in first'],
    [403, 'Your session has expired'],
    [404, 'No such product'],
    [429, 'Too many requests'],
    [500, 'Internal error'],
  ])('a %i refusal is no word on the stock: its notice shows, the product is not marked out of stock', async (code, message) => {
    fakeServer({ 'POST /ajax/basket/add': status(code, { status: false, message }) })
    expect(await addToBasket({ id: 10, variant: 55 })).toBe(false)
    expect($outOfStock.get().has(10)).toBe(false)
    expect(notices()).toEqual([{ content: message, color: 'danger' }])
  })

  test('an anti-forgery refusal that renewal cannot cure: "session expired", not out of stock', async () => {
    given($translations, { sessionExpired: 'Your session has expired.' })
    const refusal = status(403, { status: false, code: 'csrf', message: 'Token mismatch' })
    const calls = fakeServer({ 'POST /ajax/basket/add': refusal, 'GET /ajax/csrf-token': status(500, { status: false }) })
    expect(await addToBasket({ id: 10, variant: 55 })).toBe(false)
    expect($outOfStock.get().has(10)).toBe(false)
    expect(notices()).toEqual([{ content: 'Your session has expired.', color: 'danger' }])
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /ajax/basket/add', 'GET /ajax/csrf-token'])
  })

  test('an anti-forgery refusal with a fresh token: the add goes through, the basket opens', async () => {
    const refusal = status(403, { status: false, code: 'csrf', message: 'Token mismatch', csrfToken: 'fresh' })
    const calls = fakeServer({
      'POST /ajax/basket/add': [refusal, ok(added)],
      'POST /ajax/basket/payments': ok({ basket: basketWith([dress]) }),
    })
    expect(await addToBasket({ id: 10, variant: 55 })).toBe(true)
    expect($basketPanelOpen.get()).toBe(true)
    expect($outOfStock.get().has(10)).toBe(false)
    expect(notices()).toEqual([])
    expect(calls.map((c) => c.headers.get('X-CSRF-Token'))).toEqual([null, 'fresh', 'fresh'])
  })

  test('a refusal with a limit flag does not mark it out of stock', async () => {
    fakeServer({ 'POST /ajax/basket/add': status(400, { status: false, limit: true, message: 'At most 2 per order' }) })
    expect(await addToBasket({ id: 10, variant: 55 })).toBe(false)
    expect($outOfStock.get().has(10)).toBe(false)
    expect(notices()).toEqual([{ content: 'At most 2 per order', color: 'danger' }])
  })
})

describe('removeFromBasket', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('shows the server basket and sends removeFromCart 1 s later', async () => {
    await warmUpApi()
    vi.useFakeTimers()
    given($basket, basketWith([line({ ...dress, quantity: 2 })]))
    const calls = fakeServer({ 'POST /ajax/basket/delete': ok({ basket: basketWith([]) }) })
    await removeFromBasket(1)
    expect(calls[0]?.body.get('id')).toBe('1')
    expect($basket.get().products).toEqual([])
    await vi.advanceTimersByTimeAsync(999)
    expect(dataLayer()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(dataLayer()).toEqual([
      { event: 'removeFromCart', ecommerce: { remove: { products: [{ id: 10, name: 'Linen dress', price: 100, quantity: 2 }] } } },
    ])
  })

  test('a failed removal keeps the line and sends no event', async () => {
    await warmUpApi()
    vi.useFakeTimers()
    given($basket, basketWith([dress]))
    fakeServer({ 'POST /ajax/basket/delete': 'network-error' })
    await removeFromBasket(1)
    await vi.advanceTimersByTimeAsync(5000)
    expect($basket.get().products).toHaveLength(1)
    expect(dataLayer()).toEqual([])
  })
})
