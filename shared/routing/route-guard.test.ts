import { describe, expect, test } from 'vitest'
import { guardOrigin, loginAddress, mustLogIn } from './route-guard'

describe('mustLogIn (SPEC 2 Global navigation, 6)', () => {
  const visitor = { logged: false, basketNotLogged: false }
  test.each([
    ['open route, visitor', { needsLogin: false }, visitor, false],
    ['guarded route, visitor', { needsLogin: true }, visitor, true],
    ['guarded route, customer', { needsLogin: true }, { logged: true, basketNotLogged: false }, false],
    ['guarded route, basket guest', { needsLogin: true }, { logged: false, basketNotLogged: true }, false],
    ['guarded route, visitor with an unlogged hash', { needsLogin: true, unloggedHash: true }, visitor, false],
    ['customer-only route, basket guest', { needsLogin: true, customerOnly: true }, { logged: false, basketNotLogged: true }, true],
    ['customer-only route, customer', { needsLogin: true, customerOnly: true }, { logged: true, basketNotLogged: false }, false],
  ])('%s', (_, route, login, expected) => {
    expect(mustLogIn(route, login)).toBe(expected)
  })
})

describe('loginAddress', () => {
  test.each([
    ['/access/login', '/basket', '/basket/delivery', '/access/login?from=%2Fbasket&to=%2Fbasket%2Fdelivery'],
    ['/en/access/login', '/en/', '/en/myAccount/orders/2#7', '/en/access/login?from=%2Fen%2F&to=%2Fen%2FmyAccount%2Forders%2F2%237'],
    ['/access/login?x=1', '/', '/a', '/access/login?x=1&from=%2F&to=%2Fa'],
  ])('%s from %s to %s', (login, from, to, expected) => {
    expect(loginAddress(login, from, to)).toBe(expected)
  })
})

describe('guardOrigin', () => {
  const origin = 'http://shop.test'
  test.each([
    ['the path the island showed before', '/basket', `${origin}/c/sukienki`, '/basket'],
    ['a page of this site that linked here', null, `${origin}/c/sukienki?page=2`, '/c/sukienki?page=2'],
    ['another site: the address itself', null, 'https://elsewhere.test/', '/en/myAccount'],
    ['no referrer: the address itself', null, '', '/en/myAccount'],
  ])('%s', (_, previous, referrer, expected) => {
    expect(guardOrigin(previous, referrer, origin, '/en/myAccount')).toBe(expected)
  })
})
