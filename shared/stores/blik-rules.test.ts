import { describe, expect, test } from 'vitest'
import { blikCodeCheck, blikCodeInput, blikCodeValid, blikNext } from './blik-rules'

describe('the BLIK code (SPEC 5, 9)', () => {
  test.each([
    ['123456', true],
    ['12345', false],
    ['12345a', false],
    ['', false],
    ['1234567', false],
  ])('%j is valid: %s', (code, valid) => {
    expect(blikCodeValid(code)).toBe(valid)
  })

  test.each([
    ['', 'missing'],
    ['123456', 'send'],
    ['12345', 'invalid'],
    ['12a456', 'invalid'],
  ])('pressing Pay with %j: %s', (code, check) => {
    expect(blikCodeCheck(code)).toBe(check)
  })

  test.each([
    ['123 456', '123456'],
    ['12345678', '123456'],
    ['12a', '12a'],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(blikCodeInput(typed)).toBe(kept)
  })
})

test.each([
  [{ status: true, BlikStatus: 'accepted' }, 'order'],
  [{ status: true, BlikStatus: '' }, 'order'],
  [{ status: true, BlikStatus: 'payment_error' }, 'error'],
  [{ status: false, BlikStatus: 'payment_error' }, 'error'],
  [{ status: true, BlikStatus: 'form' }, 'form'],
  [{ status: false, BlikStatus: '' }, 'form'],
])('the BLIK answer %j leads to %s (SPEC 4)', (given, next) => {
  expect(blikNext(given)).toBe(next)
})
