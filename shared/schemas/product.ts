import { flag, numeric, text, url } from './common'
import * as v from './kit'

// SPEC 3 "Product card" and "Set product": the product data the page embeds in
// window.shopData.product and the preview call answers with. Parsed once, at the boundary.

const valueSchema = v.looseObject({
  id: numeric,
  name: text,
  disabled: v.optional(flag, false),
  notifyIco: v.optional(flag, false),
})

const attributeSchema = v.looseObject({
  id: numeric,
  type: v.optional(text, ''),
  name: text,
  values: v.array(valueSchema),
})
export type Attribute = v.InferOutput<typeof attributeSchema>

const priceSchema = v.looseObject({
  brutto: numeric,
  promo_brutto: v.nullish(numeric, null),
  historical_lowest_price: v.nullish(numeric, null),
})
export type VariantPrice = v.InferOutput<typeof priceSchema>

const ficheSchema = v.looseObject({
  name: text,
  background_color: v.optional(text, ''),
  text_color: v.optional(text, ''),
})
const variantSchema = v.pipe(
  v.looseObject({
    variant_id: numeric,
    product_id: v.optional(numeric, 0),
    attributes: v.optional(v.array(v.looseObject({ attribute_value_id: numeric })), []),
    /** Prices per currency, keyed by the currency's iso code. */
    prices: v.record(v.string(), priceSchema),
    stock: v.optional(numeric, 0),
    blocked_stock: v.optional(numeric, 0),
    available: v.optional(flag, true),
    is_promotion: v.optional(flag, false),
    code: v.optional(text, ''),
    fiches: v.optional(v.array(ficheSchema), []),
  }),
  // The rules read the value ids as a plain list.
  v.transform((variant) => ({ ...variant, values: variant.attributes.map((value) => value.attribute_value_id) })),
)
export type Variant = v.InferOutput<typeof variantSchema>

/** SPEC 3: the chosen map, attribute id to value id, in the order the values were chosen. */
const chosenSchema = v.pipe(
  v.optional(v.record(v.string(), numeric), {}),
  v.transform((map) => Object.entries(map).map(([attribute, value]) => [Number(attribute), value] as const)),
)

const choiceEntries = {
  attributes: v.optional(v.array(attributeSchema), []),
  chosen: chosenSchema,
  variants: v.pipe(v.array(variantSchema), v.nonEmpty('expected at least one variant')),
}

const productLinkEntries = { id: numeric, name: text, url, photo: v.optional(url, '') }
const productLink = v.looseObject(productLinkEntries)

const opinionSchema = v.looseObject({ author: text, rating: numeric, text, date: v.optional(text, '') })

export const productCardSchema = v.looseObject({
  id: numeric,
  /** SPEC 3: product or blindbox; a set page sends set. */
  type: v.pipe(
    v.optional(text, 'product'),
    v.check((type) => ['product', 'blindbox', 'set'].includes(type), "expected 'product', 'blindbox' or 'set'"),
  ),
  name: text,
  producer_name: v.optional(text, ''),
  url: v.optional(url, ''),
  photos: v.optional(v.array(url), []),
  ...choiceEntries,
  /** Delivery time per variant id ('default' for any). */
  deliveryTimes: v.optional(v.record(v.string(), text), {}),
  video: v.nullish(v.looseObject({ url, poster: v.optional(url, '') }), null),
  blindBox: v.nullish(v.looseObject({ discount: numeric, discountType: numeric, products: v.optional(v.array(productLink), []) }), null),
  set: v.nullish(
    v.looseObject({
      discountType: numeric,
      discount: numeric,
      products: v.pipe(v.array(v.looseObject({ ...productLinkEntries, ...choiceEntries })), v.nonEmpty('expected the set products')),
    }),
    null,
  ),
  quantity: v.optional(numeric, 1),
  /** The product has a size table (GET /ajax/getSizeTable/{id}). */
  sizeTable: v.optional(flag, false),
  /**
   * SPEC 1 opinions and ratings. A product nobody rated has no average: SQL's AVG() over no rows is
   * NULL, so `average` may be null or left out (no rating is shown), and the card still reads (a
   * null average once kept the buy box on its fallback).
   */
  opinions: v.optional(
    v.looseObject({ average: v.optional(numeric), count: v.optional(numeric, 0), list: v.optional(v.array(opinionSchema), []) }),
    { count: 0, list: [] },
  ),
})
export type ProductCard = v.InferOutput<typeof productCardSchema>
export type SetPart = NonNullable<ProductCard['set']>['products'][number]
