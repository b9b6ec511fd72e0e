// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { failureOf, warmUpApi } from '../../test/helpers/api'
import { pageData, setPageData } from '../../test/helpers/data'
import { fakeServer, html, ok, status } from '../../test/helpers/fake-server'
import * as v from '../schemas/kit'
import { $connection } from '../stores/connection'
import { postBasketAdd } from './basket'
import { call } from './client'
import { ApiError, serverMessage } from './errors'

const anything = v.unknown()

const failure = failureOf

describe('a failed call carries the SPEC 8 text', () => {
  test('a network failure is "Network Error"', async () => {
    fakeServer({ 'POST /ajax/basket/payments': 'network-error' })
    const error = await failure(call('post', '/ajax/basket/payments', anything))
    expect(error).toMatchObject({ name: 'ApiError', message: 'Network Error', kind: 'network', body: undefined })
  })

  test('HTTP 500 is "Request failed with status code 500" and keeps the JSON body', async () => {
    fakeServer({ 'POST /ajax/basket/payments': status(500, { message: 'Basket is locked', basket: null }) })
    const error = await failure(call('post', '/ajax/basket/payments', anything))
    expect(error).toMatchObject({ message: 'Request failed with status code 500', kind: 'http', status: 500 })
    expect(error.body).toEqual({ message: 'Basket is locked', basket: null })
    expect(serverMessage(error)).toBe('Basket is locked')
  })

  test('an HTML error page on HTTP 502 keeps the status text and no body', async () => {
    fakeServer({ 'POST /ajax/basket/payments': html(502, '<h1>Bad gateway</h1>') })
    const error = await failure(call('post', '/ajax/basket/payments', anything))
    expect(error).toMatchObject({ message: 'Request failed with status code 502', kind: 'http', status: 502, body: undefined })
  })

  describe('with a request that never answers', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    test('fails with "timeout of 15000ms exceeded" after 15 s', async () => {
      await warmUpApi()
      vi.useFakeTimers()
      let started!: () => void
      const reached = new Promise<void>((resolve) => (started = resolve))
      vi.stubGlobal('fetch', () => {
        started()
        return new Promise<Response>(() => {})
      })
      const result = failure(call('post', '/ajax/basket/payments', anything))
      await reached
      await vi.advanceTimersByTimeAsync(14_999)
      let settled = false
      void result.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await result).toMatchObject({ message: 'timeout of 15000ms exceeded', kind: 'timeout' })
    })
  })

  test('an HTML page where JSON was expected is an invalid response, not a crash', async () => {
    fakeServer({ 'POST /ajax/basket/payments': html(200, '<!doctype html><title>Log in</title>') })
    const error = await failure(call('post', '/ajax/basket/payments', anything))
    expect(error.kind).toBe('invalid')
    expect(error.status).toBe(200)
  })

  test('JSON of the wrong shape is an invalid response naming the field', async () => {
    fakeServer({ 'POST /ajax/basket/payments': ok({ basket: { products: 'none' } }) })
    const error = await failure(
      call('post', '/ajax/basket/payments', v.looseObject({ basket: v.looseObject({ products: v.array(v.unknown()) }) })),
    )
    expect(error.kind).toBe('invalid')
    expect(error.message).toContain('response.basket.products')
  })

  test.each([
    [{ status: false, message: 'Only 2 left in stock' }, 'Only 2 left in stock'],
    [{ status: false }, ''],
  ])('%j is refused with the server message', async (body, message) => {
    fakeServer({ 'POST /ajax/basket/add': ok(body) })
    const error = await failure(call('post', '/ajax/basket/add', anything))
    expect(error).toMatchObject({ kind: 'rejected', message, body })
  })
})

test('a successful call returns the body as the schema parsed it', async () => {
  fakeServer({ 'POST /ajax/basket/quantity': ok({ status: true, count: '3' }) })
  const body = await call('post', '/ajax/basket/quantity', v.looseObject({ count: v.pipe(v.string(), v.transform(Number)) }))
  expect(body.count).toBe(3)
})

describe('what a request sends (SPEC 7)', () => {
  test('the XMLHttpRequest marker and the anti-forgery token from window.shopData.config', async () => {
    setPageData(pageData({ config: { csrfToken: 'token-123' } }))
    const calls = fakeServer({ 'POST /ajax/basket/payments': ok({}) })
    await call('post', '/ajax/basket/payments', anything)
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(calls[0]?.headers.get('X-CSRF-Token')).toBe('token-123')
  })

  test('no token header when the page has no token', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/payments': ok({}) })
    await call('post', '/ajax/basket/payments', anything)
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(calls[0]?.headers.has('X-CSRF-Token')).toBe(false)
  })

  // A BLIK code with a hostile action in the order page's props never left the shop.
  test.each([
    'https://evil.example/blik',
    '//evil.example/blik',
    'http://evil.example:80/x',
  ])('nothing is sent to %s: an address of another origin is refused before sending', async (address) => {
    const calls = fakeServer({ 'POST /blik': ok({ status: true }) })
    const sent = vi.spyOn(globalThis, 'fetch')
    const error = await failure(call('post', address, anything, { AuthorizationCode: '123456' }))
    expect(error).toMatchObject({ kind: 'invalid', message: 'The address is not on this shop.' })
    expect(sent).not.toHaveBeenCalled()
    expect(calls).toHaveLength(0)
  })

  test('the payload goes form-encoded, arrays as name[]', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/add': ok({}) })
    await call('post', '/ajax/basket/add', anything, { id: 12, quantity: 2, variants: [5, 6], variant: undefined, gift: true })
    expect(calls[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded')
    expect(calls[0]?.body.toString()).toBe('id=12&quantity=2&variants%5B%5D=5&variants%5B%5D=6&gift=1')
  })
})

test.each([
  // payload, form body sent
  [{ id: 3 }, 'id=3'],
  [{ code: 'LATO 10%' }, 'code=LATO+10%25'],
  [{ translations: ['a', 'b'] }, 'translations%5B%5D=a&translations%5B%5D=b'],
  [{ list: [], id: 1 }, 'id=1'],
  [{ wantInvoice: false, account_create: true }, 'wantInvoice=0&account_create=1'],
  [{ point: null, note: undefined, id: 1 }, 'id=1'],
])('payload %j is sent as "%s"', async (payload, encoded) => {
  const calls = fakeServer({ 'POST /ajax/basket/add': ok({}) })
  await call('post', '/ajax/basket/add', anything, payload)
  expect(calls[0]?.body.toString()).toBe(encoded)
})

test.each([
  [new ApiError('Request failed with status code 409', 'http', { message: 'Sold out' }, 409), 'Sold out'],
  [new ApiError('Request failed with status code 409', 'http', { message: '  ' }, 409), null],
  [new ApiError('Network Error', 'network'), null],
  [new Error('Sold out'), null],
])('serverMessage(%s) is %s', (error, message) => {
  expect(serverMessage(error)).toBe(message)
})

test('a network failure marks the connection offline and the next answer marks it online', async () => {
  const stop = $connection.listen(() => {})
  fakeServer({ 'POST /ajax/basket/payments': ['network-error', ok({})] })
  await failure(call('post', '/ajax/basket/payments', anything))
  expect($connection.get()).toBe('offline')
  await call('post', '/ajax/basket/payments', anything)
  expect($connection.get()).toBe('online')
  stop()
})

describe('add to basket payloads (SPEC 7)', () => {
  test.each([
    ['a product with a size and quantity', { id: 12, quantity: 2, variant: 1203 }, 'id=12&quantity=2&variant=1203'],
    [
      'a blind box with its attributes',
      { id: 40, quantity: 1, attributes: [7, 9] },
      'id=40&quantity=1&attributes%5B%5D=7&attributes%5B%5D=9',
    ],
    ['a set with one variant per product', { id: 901, variants: [1002, 102] }, 'id=901&variants%5B%5D=1002&variants%5B%5D=102'],
  ])('%s', async (_, request, body) => {
    const calls = fakeServer({ 'POST /ajax/basket/add': ok({ status: true }) })
    await postBasketAdd(request)
    expect(calls[0]?.body.toString()).toBe(body)
  })
})
