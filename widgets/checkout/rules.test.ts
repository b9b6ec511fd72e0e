import { describe, expect, test } from 'vitest'
import { isBarFixed, stepRedirect, totalWithShipment } from './rules'

test.each([
  [100, 14.99, false, 0, 114.99],
  [100, 14.99, true, 0, 100],
  [100, 14.99, false, 50, 64.99],
  [20, 14.99, false, 50, 0],
  [0.1, 0.2, false, 0, 0.3],
])('total with shipment: final %s + delivery %s (free %s) − credit %s = %s', (final, cost, free, credit, expected) => {
  expect(totalWithShipment(final, cost, free, credit)).toBe(expected)
})

test.each([
  [{ pageHeight: 2000, viewportHeight: 800, containerTop: 900, containerWidth: 1000 }, true],
  [{ pageHeight: 2000, viewportHeight: 800, containerTop: 840, containerWidth: 1000 }, false],
  [{ pageHeight: 2000, viewportHeight: 800, containerTop: 841, containerWidth: 1000 }, true],
  [{ pageHeight: 700, viewportHeight: 800, containerTop: 900, containerWidth: 1000 }, false],
  [{ pageHeight: 2000, viewportHeight: 800, containerTop: 900, containerWidth: 1000, summaryStep: true }, false],
  [{ pageHeight: 2000, viewportHeight: 800, containerTop: 900, containerWidth: 720, summaryStep: true }, true],
])('bottom bar fixed for %o: %s', (input, expected) => {
  expect(isBarFixed(input)).toBe(expected)
})

describe('stepRedirect (SPEC 2 entry guards)', () => {
  const guest = { logged: false, basketNotLogged: false }
  const logged = { logged: true, basketNotLogged: false }
  const basketGuest = { logged: false, basketNotLogged: true }
  test.each([
    ['basket', 0, guest, null],
    ['basket', 2, guest, null],
    ['delivery', 2, guest, 'login'],
    ['delivery', 2, logged, null],
    ['delivery', 2, basketGuest, null],
    ['summary', 0, guest, 'basket'],
    ['summary', 0, logged, 'basket'],
    ['summary', 2, guest, 'login'],
    ['summary', 2, logged, null],
    ['summary', 2, basketGuest, null],
  ] as const)('%s with %s products, login %o → %s', (step, count, login, expected) => {
    expect(stepRedirect(step, count, login)).toBe(expected)
  })
})
