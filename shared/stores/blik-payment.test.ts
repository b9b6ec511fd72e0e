// @vitest-environment happy-dom
// SPEC 4 BLIK modal states and SPEC 5 BLIK code, against a fake server.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { fakeServer, ok, status } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { $translations } from '../i18n/translations'
import { createBlikPayment } from './blik-payment'
import { $notifications } from './notifications'

const action = '/ajax/order/blik/100001'
let paid: ReturnType<typeof vi.fn<() => void>>
beforeEach(() => {
  given($translations, { unknownError: 'Something went wrong' })
  paid = vi.fn<() => void>()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

test('a code that is not six digits is not sent; the field is marked invalid', async () => {
  const calls = fakeServer({})
  const blik = createBlikPayment(action, paid)
  for (const code of ['12a456', '12345']) {
    await blik.submit(code)
    expect(blik.$blik.get()).toEqual({ state: 'form', invalid: true, message: '' })
  }
  expect(calls).toEqual([])
})

test('SPEC 5 a missing code is not shown: Pay with an empty field sends nothing and marks nothing', async () => {
  const calls = fakeServer({})
  const blik = createBlikPayment(action, paid)
  await blik.submit('12a')
  expect(blik.$blik.get().invalid).toBe(true)
  // Emptied after a wrong code: the mark goes, as the shopper starts again.
  await blik.submit('')
  expect(blik.$blik.get()).toEqual({ state: 'form', invalid: false, message: '' })
  expect(calls).toEqual([])
})

test.each([
  ['accepted', ok({ status: true, BlikStatus: 'accepted' }), { state: 'loading', invalid: false, message: '' }, true],
  [
    'asked again',
    ok({ status: true, BlikStatus: 'form', message: 'Code expired' }),
    { state: 'form', invalid: false, message: 'Code expired' },
    false,
  ],
  ['payment_error', ok({ status: true, BlikStatus: 'payment_error' }), { state: 'error', invalid: false, message: '' }, false],
])('the bank answers %s', async (_, reply, state, wasPaid) => {
  const calls = fakeServer({ [`POST ${action}`]: reply })
  const blik = createBlikPayment(action, paid)
  await blik.submit('123456')
  expect(calls[0]?.body.get('AuthorizationCode')).toBe('123456')
  expect(blik.$blik.get()).toEqual(state)
  expect(paid).toHaveBeenCalledTimes(wasPaid ? 1 : 0)
})

test('a failed submission shows the notice and clears loading (SPEC 8); a second press while loading sends nothing', async () => {
  const calls = fakeServer({ [`POST ${action}`]: status(500, {}) })
  const blik = createBlikPayment(action, paid)
  await Promise.all([blik.submit('123456'), blik.submit('123456')])
  expect(calls).toHaveLength(1)
  expect(blik.$blik.get().state).toBe('form')
  expect($notifications.get().map((n) => n.content)).toEqual(['Something went wrong (Request failed with status code 500)'])
})

test('after payment_error, retry brings the form back', async () => {
  fakeServer({ [`POST ${action}`]: ok({ status: true, BlikStatus: 'payment_error' }) })
  const blik = createBlikPayment(action, paid)
  await blik.submit('999999')
  blik.retry()
  expect(blik.$blik.get()).toEqual({ state: 'form', invalid: false, message: '' })
})
