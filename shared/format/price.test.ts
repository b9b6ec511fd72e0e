import { describe, expect, test } from 'vitest'
import { formatPrice } from './price'

describe('formatPrice (SPEC 9)', () => {
  test.each([
    // value, currency, shown
    [100, 'zł', '100 zł'],
    [0, 'zł', '0 zł'],
    [99.9, 'zł', '99,90 zł'],
    [12.05, 'zł', '12,05 zł'],
    [1234, 'zł', '1 234 zł'],
    [1234567.5, 'zł', '1 234 567,50 zł'],
    [999999.99, 'EUR', '999 999,99 EUR'],
    [-15, 'zł', '-15 zł'],
    [-1234.5, 'zł', '-1 234,50 zł'],
    [0.125, 'zł', '0,13 zł'],
    [19.999, 'zł', '20 zł'],
    [1999.999, 'zł', '2 000 zł'],
    [49.99, '', '49,99'],
  ])('%s %s shows as "%s"', (value, currency, shown) => {
    expect(formatPrice(value, currency)).toBe(shown)
  })

  test('a negative amount that rounds to nothing shows no minus sign', () => {
    expect(formatPrice(-0.001, 'zł')).toBe('0 zł')
  })
})
