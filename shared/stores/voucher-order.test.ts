// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { pageData, setPageData } from '../../test/helpers/data'
import { fakeServer, html, ok, status } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { navigation } from '../browser/navigate'
import { $translations } from '../i18n/translations'
import { $notifications } from './notifications'
import { orderVoucher, voucherOrderPath } from './voucher-order'

const notices = () => $notifications.get().map((n) => ({ content: n.content, color: n.variables.color }))
let go: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  given($translations, { unknownError: 'Something went wrong' })
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
})

test.each([
  ['/', 'V12', '/voucherOrder/V12'],
  ['/en/', 'V12', '/en/voucherOrder/V12'],
  ['/', 'a b', '/voucherOrder/a%20b'],
])('the voucher order page under %s for %s is %s (SPEC 2)', (home, transaction, path) => {
  expect(voucherOrderPath(home, transaction)).toBe(path)
})

test('a placed voucher order goes to its page in the page language, with the form values sent', async () => {
  setPageData(pageData({ config: { paths: { home: '/en/' } } }))
  const calls = fakeServer({ 'POST /vouchers/order': ok({ status: true, transaction: 'V77' }) })
  expect(await orderVoucher({ forename: 'Ola', email: 'ola@example.com', discount_id: '2' })).toBe(true)
  expect(calls[0]?.body.get('email')).toBe('ola@example.com')
  expect(go).toHaveBeenCalledExactlyOnceWith('/en/voucherOrder/V77')
})

test.each([
  ['a refusal', ok({ status: false, message: 'Fill in the marked fields.' }), 'Fill in the marked fields.'],
  ['a 500', status(500, {}), 'Something went wrong (Request failed with status code 500)'],
  ['HTML instead of JSON', html(200, '<h1>Login</h1>'), 'Something went wrong (The server sent an unexpected response.)'],
  ['no transaction', ok({ status: true }), /Something went wrong \(The server sent an unexpected response/],
])('%s: the notice, and the shopper stays on the form', async (_, reply, text) => {
  fakeServer({ 'POST /vouchers/order': reply })
  expect(await orderVoucher({ forename: 'Ola' })).toBe(false)
  expect(go).not.toHaveBeenCalled()
  expect(notices()).toEqual([{ content: typeof text === 'string' ? text : expect.stringMatching(text), color: 'danger' }])
})
