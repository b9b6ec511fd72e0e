// @vitest-environment happy-dom
// README "Refusals": how the one fetch wrapper (transport.ts, renew-token.ts) reads a refusal, and
// renews the anti-forgery token and sends the call again once.
import { beforeEach, describe, expect, test } from 'vitest'
import { failureOf } from '../../test/helpers/api'
import { pageData, setPageData } from '../../test/helpers/data'
import { fakeServer, html, ok, status } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { failureText } from '../i18n/failure-text'
import { $translations } from '../i18n/translations'
import * as v from '../schemas/kit'
import { isBusinessAnswer } from './business-answer'
import { call } from './client'

const anything = v.unknown()
const add = () => call('post', '/ajax/basket/add', anything, { id: 12, quantity: 1, variant: 1203 })

const failure = failureOf

const csrf = (extra: object = {}) => status(403, { status: false, code: 'csrf', message: 'Token mismatch', ...extra })
const sentTokens = (calls: { method: string; headers: Headers }[]) => calls.map((c) => `${c.method} ${c.headers.get('X-CSRF-Token')}`)

beforeEach(() => {
  setPageData(pageData({ config: { csrfToken: 'stale' } }))
  given($translations, { sessionExpired: 'Your session has expired. Reload the page.', unknownError: 'Something went wrong' })
})

describe('a {status: false} answer is a refusal with its message and status, not a transport failure', () => {
  test.each([200, 400, 401, 403, 404, 409, 422, 423, 429])('on HTTP %i', async (code) => {
    const calls = fakeServer({ 'POST /ajax/basket/add': status(code, { status: 'f', message: 'Nope' }) })
    const error = await failure(add())
    expect(error).toMatchObject({ kind: 'rejected', status: code, message: 'Nope' })
    expect(failureText(error)).toBe('Nope')
    // Only the anti-forgery refusal is sent again.
    expect(calls).toHaveLength(1)
  })

  test('a 5xx is a failure of the server, its message shown all the same', async () => {
    fakeServer({ 'POST /ajax/basket/add': status(503, { status: false, message: 'Down for maintenance' }) })
    const error = await failure(add())
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'Request failed with status code 503' })
    expect(failureText(error)).toBe('Down for maintenance')
  })

  test('an old backend: 403 {status: false, message} without the code is shown, never retried', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/add': status(403, { status: false, message: 'Your session has expired' }) })
    const error = await failure(add())
    expect(error).toMatchObject({ kind: 'rejected', status: 403 })
    expect(failureText(error)).toBe('Your session has expired')
    expect(calls).toHaveLength(1)
  })
})

describe('a business answer (SPEC 4, 8): the only failure state may be taken from', () => {
  test.each([
    ['200 {status:false}', 200, { status: false }, true],
    ['409 {status:false}', 409, { status: false }, true],
    ['422 {status:false}', 422, { status: false }, true],
    ['400 {status:false}', 400, { status: false }, false],
    ['401 {status:false}', 401, { status: false }, false],
    ['403 {status:false}', 403, { status: false }, false],
    ['404 {status:false}', 404, { status: false }, false],
    ['429 {status:false}', 429, { status: false }, false],
    ['500 {status:false}', 500, { status: false }, false],
    ['409 without a status field', 409, { message: 'Sold out' }, true],
  ])('%s: %s', async (_, code, body, business) => {
    fakeServer({ 'POST /ajax/basket/add': status(code, body) })
    expect(isBusinessAnswer(await failure(add()))).toBe(business)
  })

  test.each([
    ['an exhausted anti-forgery refusal', () => fakeServer({ 'POST /ajax/basket/add': csrf(), 'GET /ajax/csrf-token': status(500, {}) })],
    ['HTML for JSON', () => fakeServer({ 'POST /ajax/basket/add': html(200, '<h1>Log in</h1>') })],
    ['no answer', () => fakeServer({ 'POST /ajax/basket/add': 'network-error' })],
  ])('not %s', async (_, server) => {
    server()
    expect(isBusinessAnswer(await failure(add()))).toBe(false)
  })
})

describe('the anti-forgery refusal: the token renewed, the call sent again once', () => {
  test('with the fresh token the refusal carries; every later call sends it, and legacy scripts read it', async () => {
    const calls = fakeServer({
      'POST /ajax/basket/add': [csrf({ csrfToken: 'fresh' }), ok({ status: true, added: 1 })],
      'POST /ajax/basket/payments': ok({ basket: {} }),
    })
    expect(await add()).toEqual({ status: true, added: 1 })
    await call('post', '/ajax/basket/payments', anything)
    expect(sentTokens(calls)).toEqual(['POST stale', 'POST fresh', 'POST fresh'])
    expect((globalThis as { shopData?: { config?: { csrfToken?: string } } }).shopData?.config?.csrfToken).toBe('fresh')
  })

  test('the same request goes again: same method, path and body', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/add': [csrf({ csrfToken: 'fresh' }), ok({ status: true })] })
    await add()
    expect(calls.map((c) => `${c.method} ${c.path} ${c.body}`)).toEqual([
      'POST /ajax/basket/add id=12&quantity=1&variant=1203',
      'POST /ajax/basket/add id=12&quantity=1&variant=1203',
    ])
  })

  test('a refusal without a token: GET /ajax/csrf-token gives it', async () => {
    const calls = fakeServer({
      'POST /ajax/basket/add': [csrf(), ok({ status: true })],
      'GET /ajax/csrf-token': ok({ status: true, csrfToken: 'from-get' }),
    })
    expect(await add()).toEqual({ status: true })
    expect(sentTokens(calls)).toEqual(['POST stale', 'GET stale', 'POST from-get'])
  })

  test('the code decides, not the status: a 200 or 419 answer with it is renewed, a 419 without it is not', async () => {
    const calls = fakeServer({
      'POST /ajax/basket/add': [ok({ status: false, code: 'csrf', csrfToken: 'fresh' }), ok({ status: true })],
      'POST /ajax/basket/payments': [status(419, { status: false, code: 'csrf', csrfToken: 'fresher' }), ok({ basket: {} })],
      'POST /ajax/basket/quantity': html(419, 'Page Expired'),
    })
    expect(await add()).toEqual({ status: true })
    expect(await call('post', '/ajax/basket/payments', anything)).toEqual({ basket: {} })
    expect(await failure(call('post', '/ajax/basket/quantity', anything))).toMatchObject({ kind: 'http', status: 419 })
    expect(sentTokens(calls)).toEqual(['POST stale', 'POST fresh', 'POST fresh', 'POST fresher', 'POST fresher'])
  })

  test('refused again with the fresh token: "session expired", sent twice only', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/add': csrf({ csrfToken: 'fresh' }) })
    const error = await failure(add())
    expect(error).toMatchObject({ kind: 'expired', status: 403 })
    expect(failureText(error)).toBe('Your session has expired. Reload the page.')
    expect(calls).toHaveLength(2)
  })

  test.each([
    ['fails', status(500, { status: false })],
    ['answers HTML', html(200, '<h1>Log in</h1>')],
    ['has no token', ok({ status: true, csrfToken: '' })],
    ['is refused', status(403, { status: false, code: 'csrf' })],
  ])('no fresh token (the GET %s): "session expired", the call not sent again', async (_, answer) => {
    const calls = fakeServer({ 'POST /ajax/basket/add': csrf(), 'GET /ajax/csrf-token': answer })
    const error = await failure(add())
    expect(error.kind).toBe('expired')
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET'])
  })

  test('a token that changes nothing (the one refused) is refused once more, never twice', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/add': csrf(), 'GET /ajax/csrf-token': ok({ status: true, csrfToken: 'stale' }) })
    expect((await failure(add())).kind).toBe('expired')
    expect(sentTokens(calls)).toEqual(['POST stale', 'GET stale', 'POST stale'])
  })

  test('an anti-forgery refusal then a business answer: the second answer counts', async () => {
    fakeServer({ 'POST /ajax/basket/add': [csrf({ csrfToken: 'fresh' }), ok({ status: false, message: 'Sold out' })] })
    const error = await failure(add())
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: 'Sold out' })
    expect(isBusinessAnswer(error)).toBe(true)
  })

  test('calls refused at the same moment share one renewal', async () => {
    const calls = fakeServer({
      'POST /ajax/basket/add': [csrf(), ok({ status: true })],
      'POST /ajax/basket/payments': [csrf(), ok({ basket: {} })],
      'GET /ajax/csrf-token': ok({ csrfToken: 'fresh' }),
    })
    await Promise.all([add(), call('post', '/ajax/basket/payments', anything)])
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1)
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.headers.get('X-CSRF-Token'))).toEqual(['stale', 'stale', 'fresh', 'fresh'])
  })

  test('a new page sends its own token, not the one renewed on the page before', async () => {
    fakeServer({ 'POST /ajax/basket/add': [csrf({ csrfToken: 'fresh' }), ok({ status: true })] })
    await add()
    setPageData(pageData({ config: { csrfToken: 'next-page' } }))
    const calls = fakeServer({ 'POST /ajax/basket/add': ok({ status: true }) })
    await add()
    expect(sentTokens(calls)).toEqual(['POST next-page'])
  })
})
