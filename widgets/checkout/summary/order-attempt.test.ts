// @vitest-environment happy-dom
import { beforeEach, expect, test } from 'vitest'
import { attemptKey, endAttempt } from './order-attempt'

beforeEach(() => sessionStorage.clear())

const order = { payment: 1023, products: [{ id: 5, quantity: 2 }], delivery: { forename: 'Ewa' } }

test('the same order keeps its key until it is answered, across a reload (the tab storage)', () => {
  const first = attemptKey(order)
  expect(first).toMatch(/^[0-9a-f]{32}$/)
  expect(attemptKey(structuredClone(order))).toBe(first)
  // What a reload keeps: sessionStorage, not the module.
  expect(sessionStorage.getItem('sw-order-attempt')).toContain(first)
  endAttempt()
  const next = attemptKey(order)
  expect(next).not.toBe(first)
})

test('another order is another attempt; the address itself is not kept', () => {
  const first = attemptKey(order)
  const changed = attemptKey({ ...order, products: [{ id: 5, quantity: 3 }] })
  expect(changed).not.toBe(first)
  expect(sessionStorage.getItem('sw-order-attempt')).not.toContain('Ewa')
})

test('a kept value that is not a key (tampered, another version) gives a new key', () => {
  const first = attemptKey(order)
  const kept = JSON.parse(sessionStorage.getItem('sw-order-attempt') ?? '{}')
  sessionStorage.setItem('sw-order-attempt', JSON.stringify({ ...kept, key: '<script>' }))
  const next = attemptKey(order)
  expect(next).toMatch(/^[0-9a-f]{32}$/)
  expect(next).not.toBe(first)
})
