import { attributes, flag, numeric, text, url } from './common'
import * as v from './kit'

const priceTriple = v.looseObject({
  regular: numeric,
  promoted: v.optional(numeric),
  final: numeric,
})

const setItem = v.looseObject({
  id: numeric,
  name: text,
  photo: text,
  attributes,
})

// SPEC 3 Basket product
// Photos stay text here: the basket is parsed on every page (the shell's byte budget), and every
// photo is drawn through photoUrl (format/photo.ts), which keeps only http(s) and relative ones.
const basketProductSchema = v.looseObject({
  id: numeric,
  product_id: numeric,
  name: text,
  url,
  photo: text,
  producer_name: text,
  producer_url: url,
  category_name: text,
  color: v.optional(v.array(text), []),
  attributes,
  quantity: numeric,
  price: priceTriple,
  value: priceTriple,
  discount_name: v.nullish(v.string(), null),
  is_muted: flag,
  isPreorder: flag,
  type: v.optional(text, 'product'),
  products: v.optional(v.array(setItem), []),
  error: v.nullish(v.string(), null),
})

/** A code's reduction (discount, voucher): its code and value; null when none applies. */
export const amount = v.nullish(v.looseObject({ code: v.optional(text, ''), value: v.optional(numeric, 0) }), null)

// SPEC 3 Basket. Fields later steps need (addresses, deliveries, ...) pass through untyped.
export const basketSchema = v.looseObject({
  products: v.array(basketProductSchema),
  total: priceTriple,
  benefit: v.optional(numeric, 0),
  loyalty: v.optional(v.looseObject({ max_points_value: v.optional(numeric, 0), points: v.optional(numeric, 0) }), {
    max_points_value: 0,
    points: 0,
  }),
  voucher: amount,
  discount: amount,
  free_delivery: flag,
  free_delivery_missing_amount: v.optional(numeric, 0),
  free_delivery_min_value: v.optional(numeric, 0),
  exchangeCreator: v.nullish(v.looseObject({ value: numeric }), null),
  basket_delivery_time: v.optional(text, ''),
})

export type BasketProduct = v.InferOutput<typeof basketProductSchema>
export type Basket = v.InferOutput<typeof basketSchema>

/** A basket with nothing in it: the schema's own defaults (the total is the one thing it requires). */
export const emptyBasket: Basket = v.parse(basketSchema, { products: [], total: { regular: 0, promoted: 0, final: 0 } })
