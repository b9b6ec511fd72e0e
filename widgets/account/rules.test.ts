import { describe, expect, test } from 'vitest'
import { clampPage } from '../../shared/routing/pages'
import { addressPlace } from './address-place'
import { createAccountRouter } from './routes'
import { accountHref, accountRoute, guardOf, hashId, opensInPlace, type RoutePage, sectionOf } from './rules'

const page = (route: string, params: Record<string, string> = {}, hash = '', search: Record<string, string> = {}): RoutePage => ({
  route,
  params,
  hash,
  search,
})

describe('the router (SPEC 2 Account, every route under an optional language prefix)', () => {
  const router = createAccountRouter()
  const match = (path: string) => router.routes.find(([, pattern]) => pattern.test(path))?.[0]
  test.each([
    ['/myAccount/personalData', 'personalData'],
    ['/en/myAccount/orders', 'orders'],
    ['/en/myAccount/orders/2', 'orders'],
    ['/myAccount/returns/create/client', 'returnsCreateClient'],
    ['/myAccount/returns/create/h12ab', 'returnsCreate'],
    ['/myAccount/returns/preview', 'returnsPreview'],
    ['/cs/myAccount/returns/3', 'returns'],
    ['/myAccount/bok/conversation/501', 'bokConversation'],
    ['/myAccount/bok/2', 'bok'],
    ['/myAccount/cupboards', 'cupboards'],
    ['/MyAccount/orders', 'orders'],
    ['/myAccount/nothing/here', 'other'],
    ['/myAccount', 'other'],
    ['/basket', undefined],
  ])('%s is %s', (path, route) => {
    expect(match(path)).toBe(route)
  })
})

describe('accountRoute', () => {
  test.each([
    ['orders, default page 1 and id 0', page('orders', { lang: '', page: '1' }), { screen: 'orders', page: 1, id: 0, unloggedHash: '' }],
    [
      'orders page 2, order 1012 from the hash',
      page('orders', { page: '2' }, '#1012'),
      { screen: 'orders', page: 2, id: 1012, unloggedHash: '' },
    ],
    ['a junk hash is id 0', page('orders', { page: '1' }, '#abc'), { screen: 'orders', page: 1, id: 0, unloggedHash: '' }],
    ['page 0 is page 1', page('bok', { page: '0' }), { screen: 'bok', page: 1 }],
    ['a conversation', page('bokConversation', { id: '501' }), { screen: 'bokConversation', id: 501 }],
    [
      'a guest order by its unlogged hash',
      page('orders', {}, '', { hash: 'h1' }),
      { screen: 'orders', page: 1, id: 0, unloggedHash: 'h1' },
    ],
    ['no match', undefined, { screen: 'other' }],
  ])('%s', (_, input, expected) => {
    expect(accountRoute(input)).toEqual(expected)
  })
})

test.each([
  [3, 1, 1],
  [0, 3, 1],
  [9, 3, 3],
  [2, 3, 2],
  [2, 0, 1],
])('page %s of %s is clamped to %s (SPEC 5)', (wanted, count, expected) => {
  expect(clampPage(wanted, count)).toBe(expected)
})

test('hrefs keep the language prefix; page 1 has no number', () => {
  expect(accountHref('/en', 'orders', 2)).toBe('/en/myAccount/orders/2')
  expect(accountHref('', 'orders', 1)).toBe('/myAccount/orders')
  expect(hashId('#7')).toBe(7)
})

test('the menu marks the section of sub-screens', () => {
  expect(sectionOf({ screen: 'bokConversation', id: 1 })).toBe('bok')
  expect(sectionOf({ screen: 'returnsPreview' })).toBe('returns')
  expect(sectionOf({ screen: 'other' })).toBeNull()
})

test('cupboards and return screens open with a page load; sections in place', () => {
  expect(opensInPlace({ screen: 'cupboards' })).toBe(false)
  expect(opensInPlace({ screen: 'returns', page: 1, id: 0, unloggedHash: '' })).toBe(true)
  expect(opensInPlace({ screen: 'address' })).toBe(true)
})

describe('guardOf (SPEC 6)', () => {
  test.each([
    ['personal data: customers only', { screen: 'personalData' } as const, { needsLogin: true, customerOnly: true, unloggedHash: false }],
    [
      'return create: basket guests too',
      { screen: 'returnsCreate', hash: 'x' } as const,
      { needsLogin: true, customerOnly: false, unloggedHash: false },
    ],
    [
      'orders with an unlogged hash pass',
      { screen: 'orders', page: 1, id: 0, unloggedHash: 'h1' } as const,
      { needsLogin: true, customerOnly: true, unloggedHash: true },
    ],
  ])('%s', (_, route, expected) => {
    expect(guardOf(route)).toEqual(expected)
  })
})

describe('addressPlace: what tells an address from the others of its list', () => {
  const home = ['Anna Kowalska', 'ul. Kwiatowa 5', '00-001 Warszawa', '600100200']
  const work = ['Anna Kowalska', 'Biurowa 12', '00-950 Warszawa', '600100200']
  const mother = ['Maria Kowalska', 'Długa 5', '80-001 Gdańsk', '600100300']
  test.each([
    ['two of one owner: street and city', home, [home, work], 'ul. Kwiatowa 5, 00-001 Warszawa'],
    ['the other of the two', work, [home, work], 'Biurowa 12, 00-950 Warszawa'],
    ['another owner differs first by name', mother, [home, work, mother], 'Maria Kowalska, Długa 5'],
    ['a lone address: its first two lines', home, [home], 'Anna Kowalska, ul. Kwiatowa 5'],
  ])('%s', (_, lines, list, expected) => {
    expect(addressPlace(lines, list)).toBe(expected)
  })
})
