import { describe, expect, test } from 'vitest'
import type { CupboardItem, CupboardSummary } from '../api/cupboard'
import { activeCupboardId, isAvailable, keepPresent, nameProblem, showTabs, toggle } from './cupboard-rules'
import { isSaved } from './cupboards'

const item = (id: number, variant: Partial<CupboardItem['variant']> = {}): CupboardItem => ({
  id,
  cupboard_id: 1,
  product: { id: id * 10, name: `Product ${id}`, url: '/p', photo: '', producer_name: '' },
  variant: {
    variant: 1,
    availability: true,
    stock: 3,
    blocked_stock: 0,
    price: { regular: 10, final: 10 },
    attributes: [],
    quantity: 1,
    ...variant,
  },
})

const summary = (list: [number, string, boolean][], saved: Record<string, number[]> = {}): CupboardSummary => ({
  enabled: true,
  list: list.map(([cupboardId, cupboardName, isDefault]) => ({ cupboardId, cupboardName, isDefault, count: 0 })),
  saved,
})

test.each([
  [{}, true],
  [{ stock: 0 }, false],
  [{ stock: 2, blocked_stock: 2 }, false],
  [{ stock: 3, blocked_stock: 2 }, true],
  [{ availability: false }, false],
])('a variant %o can go to the basket: %s (SPEC 9: stock − blocked_stock)', (variant, expected) => {
  expect(isAvailable(item(1, variant))).toBe(expected)
})

test.each([
  [[], false],
  [[[1, 'Ulubione', true]], false],
  [
    [
      [1, 'Ulubione', true],
      [2, 'Wesele', false],
    ],
    true,
  ],
] as [[number, string, boolean][], boolean][])('tabs with %o: %s (only more than one)', (list, expected) => {
  expect(showTabs(summary(list))).toBe(expected)
})

test.each([
  [
    0,
    [
      [1, 'A', false],
      [2, 'B', true],
    ],
    2,
  ],
  [
    5,
    [
      [1, 'A', false],
      [2, 'B', true],
    ],
    5,
  ],
  [0, [[1, 'A', false]], 1],
  [0, [], null],
] as [number, [number, string, boolean][], number | null][])('route id %s with %o shows cupboard %s', (routeId, list, expected) => {
  expect(activeCupboardId(routeId, summary(list))).toBe(expected)
})

test('a product is saved when any cupboard holds it', () => {
  const s = summary([[1, 'A', true]], { '10': [1], '20': [] })
  expect([isSaved(s, 10), isSaved(s, 20), isSaved(s, 30)]).toEqual([true, false, false])
})

describe('ticks', () => {
  test('toggle adds and removes', () => {
    expect([...toggle(new Set([1]), 2)]).toEqual([1, 2])
    expect([...toggle(new Set([1, 2]), 1)]).toEqual([2])
  })
  test('only items still in the list keep their tick', () => {
    expect([...keepPresent(new Set([1, 2, 3]), [item(2), item(3), item(4)])]).toEqual([2, 3])
  })
})

test.each([
  ['', 'empty'],
  ['   ', 'empty'],
  ['x'.repeat(41), 'long'],
  ['  ulubione ', 'duplicate'],
  ['Na lato', null],
  ['<img src=x onerror=alert(1)>', null],
])('name %o: %s', (name, expected) => {
  expect(nameProblem(name, summary([[1, 'Ulubione', true]]))).toBe(expected)
})
