import { describe, expect, test, vi } from 'vitest'
import type { Basket } from '../../../shared/schemas/basket'
import { checkoutPartsOf } from './basket-parts'

describe('checkoutPartsOf', () => {
  test('reads the loyalty worth and the free-delivery threshold, PHP strings included', () => {
    expect(checkoutPartsOf({ club_value: '0.5', deliveries: { min: '200' } } as unknown as Basket)).toEqual({
      club_value: 0.5,
      deliveries: { min: 200 },
    })
  })

  test('a malformed basket costs only these parts, and is logged once however often the step renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const basket = { club_value: 'a lot', deliveries: { min: 200 } } as unknown as Basket
    for (let render = 0; render < 3; render++) expect(checkoutPartsOf(basket)).toEqual({ club_value: 0, deliveries: { min: 0 } })
    expect(warn).toHaveBeenCalledOnce()
    // The next answer from the server is a new basket: read (and logged) again.
    checkoutPartsOf({ ...basket } as Basket)
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
