import type { Basket } from '../../../shared/schemas/basket'
import { numeric } from '../../../shared/schemas/common'
import * as v from '../../../shared/schemas/kit'

// The parts of the basket only the checkout reads. The shared basket schema keeps them as they
// came (it is loose), so they are parsed here, where they are used, and stay out of every other
// page's bytes. The recommendations are read where they are drawn (recommendations.tsx).

const checkoutBasketSchema = v.looseObject({
  // SPEC 3 Basket club_value: read as the worth of one loyalty point in the basket's currency
  // (the fixture: 1 zł converted), shown beside the points so no currency is assumed.
  club_value: v.optional(numeric, 0),
  deliveries: v.optional(v.looseObject({ min: v.optional(numeric, 0) }), { min: 0 }),
})

export type CheckoutBasket = v.InferOutput<typeof checkoutBasketSchema>

const none: CheckoutBasket = { club_value: 0, deliveries: { min: 0 } }

const read = new WeakMap<Basket, CheckoutBasket>()

/** The checkout's view of the basket; a malformed part costs only that part, logged once per basket the server sent. */
export function checkoutPartsOf(basket: Basket): CheckoutBasket {
  let parts = read.get(basket)
  if (!parts) {
    const result = v.safeParse(checkoutBasketSchema, basket)
    if (!result.success) console.warn('[shop-widgets] checkout: the basket has malformed loyalty or delivery data')
    parts = result.success ? result.output : none
    read.set(basket, parts)
  }
  return parts
}
