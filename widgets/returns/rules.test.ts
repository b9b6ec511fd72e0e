import { describe, expect, test } from 'vitest'
import { itemErrors } from '../../shared/stores/returns'
import { type ReturnGuard, returnGuard } from './guard'
import type { ReturnsArea, ReturnsRoute } from './routes'
import { clampReturnQuantity, mixesCurrencies } from './rules'

test.each([
  [1, 2, 1],
  [2, 2, 2],
  [3, 2, 2],
  [0, 2, 1],
  [-4, 2, 1],
  [1.6, 3, 2],
  [Number.NaN, 2, 1],
  [Number.POSITIVE_INFINITY, 2, 1],
  [5, 0, 1],
])('clamps quantity %s with %s ordered to %s', (value, most, expected) => {
  expect(clampReturnQuantity(value, most)).toBe(expected)
})

test.each([
  [[], 'PLN', false],
  [['PLN'], 'PLN', false],
  [['PLN', 'PLN'], 'PLN', false],
  [['PLN'], 'EUR', true],
  [['EUR'], 'PLN', true],
])('with %j chosen, adding %s mixes currencies: %s', (chosen, currency, expected) => {
  expect(mixesCurrencies(chosen, currency)).toBe(expected)
})

describe('per-item errors match by order_item_id', () => {
  test.each([
    [{}, [{ order_item_id: 1, error: '' }], {}],
    [{ '5003': 'Final sale' }, [{ order_item_id: 5003 }], { '5003': 'Final sale' }],
    [{}, [{ order_item_id: 7, error: 'Too many' }], { '7': 'Too many' }],
    [{ '7': 'From the map' }, [{ order_item_id: 7, error: 'Own' }], { '7': 'From the map' }],
    [{ '07': 'Padded id' }, [], { '7': 'Padded id' }],
    [{ abc: 'Not an id' }, [], {}],
  ])('errors %j and items %j give %j', (errors, items, expected) => {
    expect(itemErrors(errors, items)).toEqual(expected)
  })
})

const customer = { logged: true, basketNotLogged: false }
const visitor = { logged: false, basketNotLogged: false }
const basketGuest = { logged: false, basketNotLogged: true }
const route = {
  list: { screen: 'list', page: 1, id: 0 },
  create: { screen: 'create', hash: 'h1a2b3c4d5e' },
  badHash: { screen: 'create', hash: '' },
  client: { screen: 'client' },
  preview: { screen: 'preview' },
  guestPreview: { screen: 'preview', hash: 'h1a2b3c4d5e' },
  guestList: { screen: 'guest-list', hash: 'h1a2b3c4d5e' },
} satisfies Record<string, ReturnsRoute>

test.each<[ReturnsArea, keyof typeof route, typeof customer, boolean, boolean, ReturnGuard]>([
  // SPEC 2 Account
  ['account', 'list', customer, false, false, 'allow'],
  ['account', 'list', visitor, false, false, 'login'],
  ['account', 'create', customer, false, false, 'allow'],
  ['account', 'create', visitor, false, false, 'login'],
  ['account', 'create', basketGuest, false, false, 'allow'],
  ['account', 'client', customer, true, false, 'allow'],
  ['account', 'client', customer, false, false, 'orders'],
  ['account', 'client', visitor, true, false, 'login'],
  ['account', 'preview', customer, true, false, 'allow'],
  ['account', 'preview', customer, false, true, 'allow'],
  ['account', 'preview', customer, false, false, 'orders'],
  ['account', 'preview', visitor, true, false, 'login'],
  // SPEC 2 Guests outside myAccount
  ['guest', 'client', visitor, true, false, 'allow'],
  ['guest', 'client', visitor, false, false, 'login'],
  ['guest', 'client', customer, false, false, 'login'],
  ['guest', 'create', visitor, false, false, 'allow'],
  ['guest', 'badHash', visitor, false, false, 'login'],
  ['guest', 'badHash', customer, false, false, 'allow'],
  ['guest', 'guestPreview', visitor, true, false, 'allow'],
  ['guest', 'guestPreview', visitor, false, false, 'login'],
  ['guest', 'guestList', visitor, false, false, 'allow'],
])('%s %s (login %j, creating %s, item error %s): %s', (area, name, login, creating, itemError, expected) => {
  expect(returnGuard(area, route[name], { login, creating, itemError })).toBe(expected)
})
