import { describe, expect, test } from 'vitest'
import { basketWith, line } from '../../test/helpers/data'
import { clampPoints, nextQuantity, withQuantity } from './basket-rules'

describe('nextQuantity (SPEC 4: decrease at 1 is ignored)', () => {
  test.each([
    // current, wanted, next (null: no change is sent)
    [1, 2, 2],
    [3, 2, 2],
    [2, 1, 1],
    [1, 0, null],
    [1, -3, null],
    [2, 2, null],
    [2, 3.7, 3],
    [2, Number.NaN, null],
  ])('from %s, wanting %s, gives %s', (current, wanted, next) => {
    expect(nextQuantity(current, wanted)).toBe(next)
  })
})

test('withQuantity updates the line value and the totals, rounded to the grosz', () => {
  const basket = basketWith([
    line({
      id: 1,
      quantity: 1,
      price: { regular: 59.99, promoted: 49.99, final: 49.99 },
      value: { regular: 59.99, promoted: 49.99, final: 49.99 },
    }),
    line({
      id: 2,
      quantity: 1,
      price: { regular: 10, promoted: undefined, final: 10 },
      value: { regular: 10, promoted: undefined, final: 10 },
    }),
  ])
  const next = withQuantity({ ...basket, total: { regular: 69.99, promoted: undefined, final: 59.99 } }, 1, 3)
  expect(next.products[0]).toMatchObject({ quantity: 3, value: { regular: 179.97, promoted: 149.97, final: 149.97 } })
  expect(next.products[1]).toBe(basket.products[1])
  expect(next.total).toMatchObject({ regular: 189.97, final: 159.97 })
  expect(withQuantity(basket, 99, 3)).toBe(basket)
})

test.each([
  ['abc', 40, 0],
  ['', 40, 0],
  ['-5', 40, 0],
  ['12', 40, 12],
  ['12.7', 40, 12],
  ['99', 40, 40],
  [15, 40, 15],
  ['5', 0, 0],
  ['7,9', 40, 7],
])('loyalty points %o with max %s become %s', (input, max, expected) => {
  expect(clampPoints(input, max)).toBe(expected)
})
