// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Call } from '../../scripts/contract/registry'
import { contractAjv } from '../../scripts/contract/validate'
import * as account from '../../shared/api/account'
import * as accountForms from '../../shared/api/account-forms'
import * as afterSale from '../../shared/api/after-sale'
import * as basket from '../../shared/api/basket'
import * as basketPayments from '../../shared/api/basket-payments'
import * as checkout from '../../shared/api/checkout'
import * as cupboard from '../../shared/api/cupboard'
import * as forms from '../../shared/api/forms'
import * as language from '../../shared/api/language'
import * as listing from '../../shared/api/listing'
import * as login from '../../shared/api/login'
import * as order from '../../shared/api/order'
import * as product from '../../shared/api/product'
import * as sizeTable from '../../shared/api/product-size-table'
import * as renewToken from '../../shared/api/renew-token'
import * as returnClient from '../../shared/api/return-client'
import * as returnPreview from '../../shared/api/return-preview'
import * as returns from '../../shared/api/returns'
import * as search from '../../shared/api/search'
import * as translations from '../../shared/api/translations'
import type { OrderPayload } from '../../shared/schemas/checkout'
import { pageData, setPageData } from '../helpers/data'

// What each call function really puts on the wire (fetch stubbed, the request taken
// apart as PHP would: $_GET, $_POST, headers) satisfies the request file contract/ publishes for
// it. So the published files and the encoding cannot part: a renamed field, a list sent without
// brackets, a lost token header fails here.

const index = JSON.parse(readFileSync('contract/index.json', 'utf8')) as { requests: Record<string, string> }
const ajv = contractAjv()

/** PHP's reading of form fields: `a[]` appends, `a[b][0]` nests; a container keyed 0..n-1 is a list. */
function phpFields(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [name, value] of pairs) {
    const base = name.split('[')[0] as string
    const keys = [...name.slice(base.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] as string)
    let node = root
    let key = base
    for (const next of keys) {
      node[key] ??= {}
      node = node[key] as Record<string, unknown>
      key = next === '' ? String(Object.keys(node).length) : next
    }
    node[key] = value
  }
  const lists = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value
    const entries = Object.entries(value).map(([key, inner]) => [key, lists(inner)] as const)
    return entries.every(([key], position) => key === String(position)) && entries.length
      ? entries.map(([, inner]) => inner)
      : Object.fromEntries(entries)
  }
  return lists(root) as Record<string, unknown>
}

interface Sent {
  method: string
  path: string
  query: Record<string, unknown>
  headers: Record<string, string>
  body?: Record<string, unknown>
}

let sent: Sent[] = []

beforeEach(() => {
  sent = []
  setPageData(pageData({ config: { csrfToken: 'token-1' } }))
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://shop.test/'), init)
    const url = new URL(request.url)
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value
    })
    const entry: Sent = { method: request.method, path: url.pathname, query: phpFields(url.searchParams), headers }
    if (init?.body !== undefined && init.body !== null) {
      if (init.body instanceof FormData) {
        entry.body = phpFields([...init.body].filter((pair): pair is [string, string] => typeof pair[1] === 'string'))
      } else entry.body = phpFields(new URLSearchParams(await request.text()))
    }
    sent.push(entry)
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const orderPayload = (parts: Partial<OrderPayload> = {}): OrderPayload => ({
  account_create: false,
  products: [
    { id: 5, quantity: 2 },
    { id: 7, quantity: 1 },
  ],
  payment: 31,
  paymentGatewayID: null,
  paymentBankID: null,
  point: null,
  country: 1,
  addressIndex: { delivery: null, invoice: null },
  wantInvoice: false,
  delivery: { forename: 'Anna', street: 'Długa 1' },
  consents: { terms: '1' },
  ...parts,
})

const file = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })
const aborted = () => new AbortController().signal

/** Every call function of shared/api, with what it is called with, by the call it sends. */
const calls: [Call, string, () => Promise<unknown>][] = [
  ['POST /ajax/registerTranslations', 'postRegisterTranslations', () => translations.postRegisterTranslations(['basketTitle', 'close'])],
  ['POST /ajax/basket/delete', 'postBasketDelete', () => basket.postBasketDelete(11)],
  ['POST /ajax/basket/quantity', 'postBasketQuantity', () => basket.postBasketQuantity(11, 3)],
  ['POST /ajax/basket/discount', 'postBasketDiscount', () => basket.postBasketDiscount('LATO 10%')],
  ['POST /ajax/basket/discount/clear', 'postBasketDiscountClear', () => basket.postBasketDiscountClear()],
  ['POST /ajax/basket/voucher', 'postBasketVoucher', () => basket.postBasketVoucher('GIFT-1')],
  ['POST /ajax/basket/voucher/clear', 'postBasketVoucherClear', () => basket.postBasketVoucherClear()],
  ['POST /ajax/basket/loyaltyProgram', 'postBasketLoyalty', () => basket.postBasketLoyalty(120)],
  ['POST /ajax/basket/country/set', 'postCountry', () => checkout.postCountry(3)],
  ['POST /ajax/basket/payments', 'postPayments', () => checkout.postPayments()],
  ['POST /ajax/basket/payments', 'postBasketPayments', () => basketPayments.postBasketPayments()],
  ['POST /ajax/basket/summary', 'postSummary', () => checkout.postSummary(orderPayload())],
  [
    'POST /ajax/basket/summary',
    'postSummary',
    () =>
      checkout.postSummary(
        orderPayload({
          account_create: true,
          consentsWithRegistration: { account_terms: '1' },
          wantInvoice: true,
          invoice: { nip: '123' },
          addressIndex: { delivery: 0, invoice: 1 },
          paymentGatewayID: 4,
          paymentBankID: 106,
          point: 'KRA01M',
        }),
      ),
  ],
  ['POST /ajax/basket/order', 'postOrder', () => order.postOrder(orderPayload(), '0123456789abcdef0123456789abcdef')],
  ['POST {BLIK action url}', 'postBlikCode', () => order.postBlikCode('/payment/blik/77', '123456')],
  ['POST /{lang}/order/refresh/{orderId}', 'postOrderRefresh', () => order.postOrderRefresh('/pl/', 'A-77')],
  ['POST /{lang}/order/refresh/{orderId}', 'postOrderRefresh', () => order.postOrderRefresh('/', 'A-77')],
  ['POST /ajax/basket/add', 'postBasketAdd', () => basket.postBasketAdd({ id: 12, quantity: 2, variant: 1203 })],
  ['POST /ajax/basket/add', 'postBasketAdd', () => basket.postBasketAdd({ id: 40, quantity: 1, attributes: [7, 9] })],
  ['POST /ajax/basket/add', 'postBasketAdd', () => basket.postBasketAdd({ id: 901, variants: [1002, 102] })],
  ['POST /ajax/basket/addFromCupboard', 'postBasketAddFromCupboard', () => cupboard.postBasketAddFromCupboard([3, 4], true)],
  ['POST /ajax/basket/points/all', 'postPoints', () => checkout.postPoints(2, 5)],
  ['POST /ajax/basket/points/details', 'postPointDetails', () => checkout.postPointDetails(2, 'KRA01M', 5)],
  ['POST /ajax/basket/address/form', 'postAddress', () => checkout.postAddress({ forename: 'Anna', city: 'Kraków' })],
  ['POST /ajax/basket/guest', 'postBasketGuest', () => login.postBasketGuest(false)],
  ['POST /ajax/basket/guest', 'postBasketGuest', () => login.postBasketGuest(true)],
  [
    'GET /ajax/csrf-token',
    'renewAndResend',
    async () => {
      const { ApiError } = await import('../../shared/api/errors')
      const { send } = await import('../../shared/api/transport')
      const refusal = new ApiError('refused', 'rejected', { status: false, code: 'csrf' }, 403)
      return renewToken.renewAndResend(refusal, async () => ({}), send)
    },
  ],
  ['GET /ajax/language-choice', 'getLanguageChoice', () => language.getLanguageChoice()],
  ['GET /currency/set/{currencyId}', 'getCurrencySet', () => language.getCurrencySet(2)],
  ['POST /ajax/access', 'postForm', () => forms.postForm('/ajax/access', 'login', { email: 'a@b.pl', psw: 'secret', basket: '1' }, {})],
  ['POST /ajax/logout', 'postLogout', () => login.postLogout()],
  ['GET /search/hints', 'getSearchHints', () => search.getSearchHints('sukienka lniana', aborted())],
  ['POST {category url}{params}?{query}', 'postListing', () => listing.postListing('/sukienki/rozmiar-m?sort=price', aborted())],
  ['POST /ajax/cupboard/products/add', 'postCupboardProductAdd', () => cupboard.postCupboardProductAdd(12)],
  ['POST /ajax/cupboard/products/add', 'postCupboardProductAdd', () => cupboard.postCupboardProductAdd(12, 2, 1203)],
  ['POST /ajax/cupboard/products/remove', 'postCupboardProductRemove', () => cupboard.postCupboardProductRemove(12, 2)],
  ['POST /ajax/cupboard/products/delete', 'postCupboardProductsDelete', () => cupboard.postCupboardProductsDelete([3, 4])],
  ['POST /ajax/cupboard/add', 'postCupboardAdd', () => cupboard.postCupboardAdd('Lato')],
  ['POST /ajax/cupboard/remove', 'postCupboardRemove', () => cupboard.postCupboardRemove(2)],
  ['POST /ajax/cupboard/setDefault/{id}', 'postCupboardSetDefault', () => cupboard.postCupboardSetDefault(2)],
  ['GET /ajax/cupboard/index/{id}', 'getCupboard', () => cupboard.getCupboard(2)],
  ['GET /ajax/cupboard/{type}Action/{id}', 'getCupboardAction', () => cupboard.getCupboardAction('edit', 2)],
  [
    'POST /ajax/cupboard/{type}Action/{id}',
    'postForm',
    () => forms.postForm('/ajax/cupboard/editAction/2', 'cupboard-edit', { name: 'Lato' }, {}),
  ],
  ['GET /product/ajaxProductPreview/{id}', 'getProductPreview', () => product.getProductPreview(12)],
  ['GET /ajax/getSizeTable/{id}', 'getSizeTable', () => sizeTable.getSizeTable(12)],
  ['POST /vouchers/order', 'postVoucherOrder', () => order.postVoucherOrder({ amount: '100', email: 'a@b.pl' })],
  ['GET /{ajaxPath}/{value}', 'getDependent', () => forms.getDependent('/ajax/regions/', 'PL 1')],
  ['POST {form action}', 'postForm', () => forms.postForm('/newsletter/save', 'newsletter', { email: 'a@b.pl' }, {})],
  ['POST {form action}', 'postForm', () => forms.postForm('/myAccount/bok/send', 'bok', { message: 'Hi' }, { attachment: file })],
  ['GET /myAccount/ajax/personalData/editPersonalData', 'getPersonalDataForm', () => accountForms.getPersonalDataForm()],
  ['GET /myAccount/ajax/personalData/passwordChange', 'getPasswordForm', () => accountForms.getPasswordForm()],
  ['GET /myAccount/ajax/personalData/download', 'getDownloads', () => accountForms.getDownloads()],
  ['POST {download link url}', 'requestDownload', () => accountForms.requestDownload('/myAccount/ajax/personalData/download/orders')],
  ['GET /myAccount/ajax/address/overview', 'getAddresses', () => account.getAddresses()],
  ['GET /myAccount/ajax/address/{type}/{id}', 'getAddressForm', () => accountForms.getAddressForm('delivery', 0)],
  ['GET /myAccount/ajax/address/setDefault/{id}', 'setDefaultAddress', () => accountForms.setDefaultAddress(4)],
  ['DELETE /myAccount/ajax/address/delete/{id}', 'deleteAddress', () => accountForms.deleteAddress(4)],
  ['GET /myAccount/ajax/loyaltyProgram/index', 'getLoyalty', () => account.getLoyalty()],
  ['GET /myAccount/ajax/opinions/overview', 'getOpinions', () => account.getOpinions()],
  ['GET /myAccount/ajax/orders/overview[/{page}]', 'getOrders', () => account.getOrders(1)],
  ['GET /myAccount/ajax/orders/overview[/{page}]', 'getOrders', () => account.getOrders(2, 'ab12cd')],
  ['GET /ajax/after-sale/index', 'getAfterSale', () => afterSale.getAfterSale('', 1)],
  ['GET /ajax/after-sale/index', 'getAfterSale', () => afterSale.getAfterSale('ab12cd', 3)],
  ['GET /myAccount/ajax/bok/overview[/{page}]', 'getThreads', () => account.getThreads(1)],
  ['GET /myAccount/ajax/bok/overview[/{page}]', 'getThreads', () => account.getThreads(2)],
  ['GET /myAccount/ajax/bok/create', 'getThreadForm', () => accountForms.getThreadForm()],
  ['GET /myAccount/ajax/bok/conversation/{id}', 'getConversation', () => accountForms.getConversation(9)],
  ['GET /ajax/returns/index/{page}', 'getReturns', () => returns.getReturns(1)],
  ['GET /ajax/returns/index/{page}', 'getReturns', () => returns.getReturns(2, 'ab12cd')],
  ['GET /ajax/returns/items/{id}', 'getReturnItems', () => returns.getReturnItems(8)],
  ['GET /ajax/returns/create/{hash}', 'getReturnCreate', () => returns.getReturnCreate('ab12cd')],
  ['POST /ajax/returns/setAfterSaleType', 'postAfterSaleType', () => returns.postAfterSaleType(1)],
  [
    'POST /ajax/returns/set',
    'postReturnItems',
    () =>
      returns.postReturnItems([
        { order_item_id: 51, quantity: 1 },
        { order_item_id: 52, quantity: 2 },
      ]),
  ],
  ['GET /ajax/returns/setClient', 'getReturnClient', () => returnClient.getReturnClient()],
  ['GET /ajax/returns/preview', 'getReturnPreview', () => returnPreview.getReturnPreview()],
]

/** Sends one call (its answer is beside the point) and returns what went on the wire. */
async function wireOf(send: () => Promise<unknown>): Promise<Sent> {
  await send().catch(() => {})
  expect(sent).toHaveLength(1)
  return sent[0] as Sent
}

/** The first problem of a request against the published file of `call`, or null. */
function problemOf(call: Call, request: Sent): string | null {
  const published = index.requests[call]
  if (!published) return `contract/index.json has no request of ${call}`
  if (!ajv.getSchema(published)) ajv.addSchema(JSON.parse(readFileSync(path.join('contract', published), 'utf8')), published)
  const validate = ajv.getSchema(published)
  if (!validate) return `cannot compile ${published}`
  return validate(request) ? null : ajv.errorsText(validate.errors, { dataVar: 'request' })
}

test.each(calls)('%s (%s) sends what contract/requests publishes', async (call, _, send) => {
  const request = await wireOf(send)
  expect(problemOf(call, request)).toBeNull()
  expect(request.headers['x-csrf-token']).toBe('token-1')
})

test.each([
  [
    'the order payload',
    () => checkout.postSummary(orderPayload()),
    {
      account_create: '0',
      products: [
        { id: '5', quantity: '2' },
        { id: '7', quantity: '1' },
      ],
      payment: '31',
      country: '1',
      wantInvoice: '0',
      delivery: { forename: 'Anna', street: 'Długa 1' },
      consents: { terms: '1' },
    },
  ],
  ['the guest choice', () => login.postBasketGuest(false), { create_account: '0' }],
  ['the add of a set', () => basket.postBasketAdd({ id: 901, variants: [1002, 102] }), { id: '901', variants: ['1002', '102'] }],
  [
    'the return items',
    () => returns.postReturnItems([{ order_item_id: 51, quantity: 1 }]),
    { items: [{ order_item_id: '51', quantity: '1' }] },
  ],
])('%s goes as PHP reads it', async (_, send, expected) => {
  const { body } = await wireOf(send)
  expect(body).toEqual(expected)
})

// The check can fail: what a backend team guessed wrong is refused by the published files.
test.each([
  ['`account_create` where the guest call has `create_account`', 'POST /ajax/basket/guest', { account_create: '0' }],
  ['`true` for a yes/no', 'POST /ajax/basket/guest', { create_account: 'true' }],
  ['a set as one `variants` text', 'POST /ajax/basket/add', { id: '901', variants: '1002,102' }],
  ['an order without `payment`', 'POST /ajax/basket/order', { ...phpFields([['account_create', '0']]), products: [], wantInvoice: '0' }],
] as const)('a request with %s breaks the contract', (_, call, body) => {
  const request: Sent = {
    method: 'POST',
    path: call.split(' ')[1] as string,
    query: {},
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body,
  }
  expect(problemOf(call, request)).not.toBeNull()
})

test('a call without its XMLHttpRequest marker breaks the contract', () => {
  const request: Sent = { method: 'POST', path: '/ajax/basket/payments', query: {}, headers: {} }
  expect(problemOf('POST /ajax/basket/payments', request)).toMatch(/x-requested-with/)
})

test('a page without a token sends no token header, and that is the contract too', async () => {
  setPageData(pageData({ config: { csrfToken: '' } }))
  const request = await wireOf(() => basket.postBasketDelete(11))
  expect(request.headers['x-csrf-token']).toBeUndefined()
  expect(problemOf('POST /ajax/basket/delete', request)).toBeNull()
})

// Module exports that are not calls: the api's plumbing.
const notCalls = new Set([
  'isApiError',
  'serverMessage',
  'call',
  'query',
  'flatten',
  'orderBody',
  'request',
  'requestJson',
  'onConnectionChange',
  'reportConnection',
])
const apiModules = {
  account,
  accountForms,
  afterSale,
  basket,
  basketPayments,
  checkout,
  cupboard,
  forms,
  language,
  listing,
  login,
  order,
  product,
  sizeTable,
  returnClient,
  returnPreview,
  returns,
  search,
  renewToken,
  translations,
}

test('every call function of shared/api is sent above, and every api module is imported here', () => {
  const functions = Object.values(apiModules).flatMap((module) =>
    Object.entries(module)
      .filter(([name, value]) => typeof value === 'function' && !notCalls.has(name) && !/^[A-Z]/.test(name))
      .map(([name]) => name),
  )
  expect([...new Set(functions)].sort()).toEqual([...new Set(calls.map(([, name]) => name))].sort())
  const plumbing = ['business-answer', 'client', 'encode', 'errors', 'request', 'sent', 'transport', 'wire']
  const modules = readdirSync('shared/api').filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  expect(
    modules
      .map((name) => name.replace(/\.ts$/, ''))
      .filter((name) => !plumbing.includes(name))
      .sort(),
  ).toEqual([
    'account',
    'account-forms',
    'after-sale',
    'basket',
    'basket-payments',
    'checkout',
    'cupboard',
    'forms',
    'language',
    'listing',
    'login',
    'order',
    'product',
    'product-size-table',
    'renew-token',
    'return-client',
    'return-preview',
    'returns',
    'search',
    'translations',
  ])
})

test('every call of the contract is sent above', () => {
  expect([...new Set(calls.map(([call]) => call))].sort()).toEqual(Object.keys(index.requests).sort())
})
