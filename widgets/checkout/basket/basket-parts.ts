import type { Basket } from '../../../shared/schemas/basket'
import { numeric, text, url } from '../../../shared/schemas/common'
import * as v from '../../../shared/schemas/kit'

// The parts of the basket only the checkout reads. The shared basket schema keeps them as they
// came (it is loose), so they are parsed here, where they are used, and stay out of every other
// page's bytes.

const tile = v.looseObject({
  product_id: numeric,
  name: text,
  url,
  photo: url,
  producer_name: v.optional(text, ''),
  price: v.looseObject({ regular: numeric, final: numeric }),
})

const checkoutBasketSchema = v.looseObject({
  // SPEC 3 Basket club_value: read as the worth of one loyalty point in the basket's currency
  // (the fixture: 1 zł converted), shown beside the points so no currency is assumed.
  club_value: v.optional(numeric, 0),
  deliveries: v.optional(v.looseObject({ min: v.optional(numeric, 0) }), { min: 0 }),
  recommendations: v.optional(v.array(v.looseObject({ id: text, title: text, products: v.array(tile) })), []),
})

export type CheckoutBasket = v.InferOutput<typeof checkoutBasketSchema>

const none: CheckoutBasket = { club_value: 0, deliveries: { min: 0 }, recommendations: [] }

/** The checkout's view of the basket; a malformed part costs only that part (logged once). */
export function checkoutPartsOf(basket: Basket): CheckoutBasket {
  const result = v.safeParse(checkoutBasketSchema, basket)
  if (result.success) return result.output
  console.warn('[shop-widgets] checkout: the basket has malformed delivery or recommendation data')
  return none
}
