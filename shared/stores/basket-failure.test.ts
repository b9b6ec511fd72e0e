// @vitest-environment happy-dom
// SPEC 8: the basket error policy (basket-actions.ts handleBasketFailure), for every failed basket call.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { basketWith, line, pageData, setPageData } from '../../test/helpers/data'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { ApiError } from '../api/errors'
import { takeCarriedNotices } from '../browser/carried-notices'
import { navigation } from '../browser/navigate'
import { $translations } from '../i18n/translations'
import { $basket } from './basket'
import { changeQuantity, refreshBasket } from './basket-actions'
import { handleBasketFailure } from './basket-answers'
import { $notifications } from './notifications'

const refused = (body: unknown, status = 409) => new ApiError(`Request failed with status code ${status}`, 'http', body, status)
const notices = () => $notifications.get().map((n) => ({ content: n.content, color: n.variables.color }))

const onPage = basketWith([line({ id: 1, quantity: 2, value: { regular: 200, promoted: undefined, final: 200 } })])
const fromServer = basketWith([line({ id: 1, quantity: 1, error: 'Only 1 left' })])

let go: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  given($translations, { unknownError: 'Something went wrong' })
  given($basket, { ...onPage, free_delivery_missing_amount: 50 })
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
})
afterEach(() => {
  history.replaceState(null, '', '/')
  sessionStorage.clear()
})

describe('a failure that brought a basket', () => {
  test('shows that basket, the server message, and takes the shopper to the basket', async () => {
    await handleBasketFailure(refused({ message: 'Only 1 left in stock', basket: fromServer }))
    expect($basket.get()).toEqual(fromServer)
    expect(notices()).toEqual([{ content: 'Only 1 left in stock', color: 'danger' }])
    expect(go).toHaveBeenCalledExactlyOnceWith('/basket')
  })

  test('goes to the basket in the page language (the path the page configured)', async () => {
    setPageData(pageData({ config: { paths: { basket: '/en/basket' } } }))
    await handleBasketFailure(refused({ basket: fromServer }))
    expect(go).toHaveBeenCalledExactlyOnceWith('/en/basket')
  })

  test('on the basket page already, the shopper stays (no reload)', async () => {
    history.replaceState(null, '', '/basket')
    await handleBasketFailure(refused({ basket: fromServer }))
    expect($basket.get()).toEqual(fromServer)
    expect(go).not.toHaveBeenCalled()
  })

  test('a refused quantity change ends with the basket the server sent', async () => {
    fakeServer({ 'POST /ajax/basket/quantity': ok({ status: false, message: 'Only 1 left in stock', basket: fromServer }) })
    await changeQuantity(1, 3)
    expect($basket.get()).toEqual(fromServer)
    expect(go).toHaveBeenCalledExactlyOnceWith('/basket')
  })
})

describe('a failure with a redirect flag', () => {
  const body = { redirect: '/p/linen-dress', message: 'This product is no longer available', basket: basketWith([]) }

  test('replaces products and total only, shows a danger notice and goes to the redirect', async () => {
    await handleBasketFailure(refused(body))
    expect($basket.get().products).toEqual([])
    expect($basket.get().total.final).toBe(0)
    expect($basket.get().free_delivery_missing_amount).toBe(50)
    expect(notices()).toEqual([{ content: 'This product is no longer available', color: 'danger' }])
    expect(go).toHaveBeenCalledExactlyOnceWith('/p/linen-dress')
  })

  test('its notice stays 10 s', async () => {
    vi.useFakeTimers()
    await handleBasketFailure(refused(body))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(notices()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(notices()).toEqual([])
  })

  test('without a basket in the body, the basket on the page stays', async () => {
    await handleBasketFailure(refused({ redirect: '/access/login', message: 'Session expired' }))
    expect($basket.get().products).toEqual(onPage.products)
    expect(go).toHaveBeenCalledExactlyOnceWith('/access/login')
  })

  test('the notice is handed to the page the shopper lands on, once', async () => {
    await handleBasketFailure(refused(body))
    expect(takeCarriedNotices()).toEqual([
      { content: 'This product is no longer available', variables: { color: 'danger' }, temporary: 10 },
    ])
    expect(takeCarriedNotices()).toEqual([])
  })

  test('a redirect to the page the shopper is on shows the notice there, with no reload', async () => {
    history.replaceState(null, '', '/p/linen-dress')
    await handleBasketFailure(refused(body))
    expect(notices()).toEqual([{ content: 'This product is no longer available', color: 'danger' }])
    expect(go).not.toHaveBeenCalled()
    expect(takeCarriedNotices()).toEqual([])
  })
})

describe('a redirect the navigation rule refuses', () => {
  test.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('%j: the basket and the message show, the shopper stays with the generic notice, nothing is carried', async (redirect) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeServer({ 'POST /ajax/basket/payments': ok({ basket: basketWith([]), redirect, message: 'Your basket changed' }) })
    history.replaceState(null, '', '/basket/delivery')
    await refreshBasket()
    expect($basket.get().products).toEqual([])
    expect(notices()).toEqual([
      { content: 'Your basket changed', color: 'danger' },
      { content: 'Something went wrong', color: 'danger' },
    ])
    expect(go).not.toHaveBeenCalled()
    expect(takeCarriedNotices()).toEqual([])
    expect(error).toHaveBeenCalledWith(`[shop-widgets] redirect: refused to go to ${JSON.stringify(redirect)}`)
  })
})

describe('a successful answer with a redirect flag (SPEC 7 payments, country/set; SPEC 8)', () => {
  test('replaces products and total, warns, and goes where it says', async () => {
    fakeServer({ 'POST /ajax/basket/payments': ok({ basket: basketWith([]), redirect: '/basket', message: 'Your basket changed' }) })
    history.replaceState(null, '', '/basket/summary')
    await refreshBasket()
    expect($basket.get().products).toEqual([])
    expect($basket.get().free_delivery_missing_amount).toBe(50)
    expect(notices()).toEqual([{ content: 'Your basket changed', color: 'danger' }])
    expect(go).toHaveBeenCalledExactlyOnceWith('/basket')
    expect(takeCarriedNotices()).toHaveLength(1)
  })

  test('without the flag, the answer is simply the new basket', async () => {
    fakeServer({ 'POST /ajax/basket/payments': ok({ basket: fromServer }) })
    await refreshBasket()
    expect($basket.get()).toEqual(fromServer)
    expect(notices()).toEqual([])
    expect(go).not.toHaveBeenCalled()
  })
})

test('errors.basket.products: the basket is read again, then the shopper goes to the basket', async () => {
  const refreshed = basketWith([line({ id: 1, quantity: 1 })])
  const calls = fakeServer({ 'POST /ajax/basket/payments': ok({ basket: refreshed }) })
  const callsWhenLeaving: number[] = []
  go.mockImplementation(() => callsWhenLeaving.push(calls.length))
  await handleBasketFailure(refused({ message: 'Some products changed', errors: { basket: { products: { 1: 'Sold out' } } } }))
  expect(calls.map((call) => call.path)).toEqual(['/ajax/basket/payments'])
  expect($basket.get()).toEqual(refreshed)
  expect(callsWhenLeaving).toEqual([1])
  expect(go).toHaveBeenCalledWith('/basket')
  // The basket page is a new page: the reason goes along and shows there (SPEC 8 "a notification from the response").
  expect(takeCarriedNotices()).toEqual([{ content: 'Some products changed', variables: { color: 'danger' } }])
})

test('SPEC 5 errors.basket.total: the basket is read again, then the shopper goes to the basket', async () => {
  const refreshed = basketWith([line({ id: 1, quantity: 1 })])
  const calls = fakeServer({ 'POST /ajax/basket/payments': ok({ basket: refreshed }) })
  await handleBasketFailure(refused({ message: 'The total changed', errors: { basket: { total: 'Prices changed' } } }))
  expect(calls.map((call) => call.path)).toEqual(['/ajax/basket/payments'])
  expect($basket.get()).toEqual(refreshed)
  expect(go).toHaveBeenCalledWith('/basket')
})

test('a failure that brought a basket carries its message to the basket page', async () => {
  await handleBasketFailure(refused({ message: 'Only 1 left in stock', basket: fromServer }))
  expect(takeCarriedNotices()).toEqual([{ content: 'Only 1 left in stock', variables: { color: 'danger' } }])
})

test('on the basket page already, nothing is carried (the notice is on screen)', async () => {
  history.replaceState(null, '', '/basket')
  await handleBasketFailure(refused({ message: 'Only 1 left in stock', basket: fromServer }))
  expect(takeCarriedNotices()).toEqual([])
})

describe('a call that got no answer', () => {
  test.each([
    [new ApiError('Network Error', 'network'), 'Something went wrong (Network Error)'],
    [new ApiError('timeout of 15000ms exceeded', 'timeout'), 'Something went wrong (timeout of 15000ms exceeded)'],
  ])('%s keeps the shopper where they are, with a danger notice', async (error, message) => {
    await handleBasketFailure(error)
    expect(go).not.toHaveBeenCalled()
    expect($basket.get().products).toEqual(onPage.products)
    expect(notices()).toEqual([{ content: message, color: 'danger' }])
  })
})

test('a refusal with neither basket nor redirect only shows the message', async () => {
  await handleBasketFailure(new ApiError('Only 1 left', 'rejected', { status: false, message: 'Only 1 left' }))
  expect(notices()).toEqual([{ content: 'Only 1 left', color: 'danger' }])
  expect(go).not.toHaveBeenCalled()
  expect($basket.get().products).toEqual(onPage.products)
})

// README "Refusals": no state is taken from a refusal of the caller or a server failure.
test.each([
  [
    'an expired session (401)',
    new ApiError('Log in', 'rejected', { status: false, message: 'Log in', basket: basketWith([]), redirect: '/access/login' }, 401),
  ],
  ['a forbidden call (403)', new ApiError('No', 'rejected', { status: false, message: 'No', basket: basketWith([]) }, 403)],
  ['too many requests (429)', new ApiError('Wait', 'rejected', { status: false, message: 'Wait', basket: basketWith([]) }, 429)],
  ['a server failure (500)', new ApiError('Request failed with status code 500', 'http', { message: 'Wait', basket: basketWith([]) }, 500)],
  [
    'an anti-forgery refusal renewal could not cure',
    new ApiError('expired', 'expired', { status: false, code: 'csrf', basket: basketWith([]) }, 403),
  ],
])('%s with a basket in its body keeps the basket on screen and the shopper here', async (_, error) => {
  await handleBasketFailure(error)
  expect($basket.get().products).toEqual(onPage.products)
  expect(go).not.toHaveBeenCalled()
  expect(notices()).toHaveLength(1)
})
