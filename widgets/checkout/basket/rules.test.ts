import { describe, expect, test } from 'vitest'
import { line } from '../../../test/helpers/data'
import { continueTarget, focusAfterRemoval, freeDeliveryProgress, quantityControls } from './rules'
import { checkoutStepEvent } from './step-event'

describe('free-delivery bar', () => {
  test.each([
    [200, 150, false, { percent: 25, missing: 150 }],
    [200, 50.004, false, { percent: 75, missing: 50 }],
    [200, 0, true, { percent: 100, missing: 0 }],
    [200, 250, false, { percent: 0, missing: 250 }],
    [200, -5, false, { percent: 100, missing: 0 }],
  ])('minimum %s, missing %s, free %s → %o', (min, missing, free, expected) => {
    expect(freeDeliveryProgress({ free_delivery_min_value: min, free_delivery_missing_amount: missing, free_delivery: free })).toEqual(
      expected,
    )
  })
  test('no bar without a minimum', () => {
    expect(freeDeliveryProgress({ free_delivery_min_value: 0, free_delivery_missing_amount: 0, free_delivery: false })).toBeNull()
  })
})

test.each([
  [[line()], 'delivery'],
  [[line(), line({ id: 2, error: 'Only 1 left' })], 'basket'],
  [[], 'delivery'],
])('continue goes to %#', (products, expected) => {
  expect(continueTarget(products)).toBe(expected)
})

test.each([
  [1, false, { canDecrease: false, canIncrease: true }],
  [0, false, { canDecrease: false, canIncrease: true }],
  [2, false, { canDecrease: true, canIncrease: true }],
  [2, true, { canDecrease: false, canIncrease: false }],
])('quantity %s, pending %s → %o', (quantity, pending, expected) => {
  expect(quantityControls(quantity, pending)).toEqual(expected)
})

describe('focusAfterRemoval', () => {
  test.each([
    [[1, 2, 3], 2, [1, 3], 3],
    [[1, 2, 3], 1, [2, 3], 2],
    [[1, 2, 3], 3, [1, 2], 2],
    [[1], 1, [], null],
    // The server dropped another line too: the next one still there.
    [[1, 2, 3, 4], 2, [1, 4], 4],
    [[1, 2, 3], 3, [], null],
  ])('lines %j, removing %i, left %j: focus %j', (before, removed, after, expected) => {
    expect(focusAfterRemoval(before, removed, after)).toBe(expected)
  })
})

test.each([
  [[], []],
  [
    [line({ product_id: 7, name: 'Koszula', quantity: 2, price: { regular: 120, final: 99, promoted: undefined } })],
    [{ id: 7, name: 'Koszula', price: 99, quantity: 2 }],
  ],
])('checkout step 1 event for %#', (products, expected) => {
  expect(checkoutStepEvent(products)).toEqual({
    event: 'checkout',
    ecommerce: { checkout: { actionField: { step: 1 }, products: expected } },
  })
})
