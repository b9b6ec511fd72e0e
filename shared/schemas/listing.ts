import { numeric, text, url } from './common'
import * as v from './kit'

// SPEC 3 Product tile and Category/listing state; SPEC 7 the category POST's answer.

const ficheSchema = v.looseObject({
  name: text,
  path: text,
  background_color: text,
  text_color: text,
})

/**
 * SPEC 3 Product tile. `add`: what the legacy tile button adds: a variant, or for a blind box
 * (SPEC 3 type blindbox) the attribute value of its size. Optional: a tile without it (or with
 * null) links to its product page, which says what is in stock; it is never shown as sold out.
 */
export const tileSchema = v.looseObject({
  name: text,
  product_id: numeric,
  url,
  thumbnail: url,
  hover: url,
  producer_name: text,
  brand_category_url: url,
  price_min: numeric,
  prices: v.looseObject({ brutto: numeric, promo_brutto: v.nullish(numeric, null) }),
  fiches: v.optional(v.array(ficheSchema), []),
  model_group_products: v.optional(v.array(v.looseObject({ product_id: numeric, url, color: text, hex: v.optional(text, '') })), []),
  add: v.nullish(v.looseObject({ variant: v.optional(numeric), attribute: v.optional(numeric) }), null),
  /** SPEC 3 card type: 'blindbox' for a blind box; anything else (or none) a product. */
  type: v.optional(text, 'product'),
})

const filterSchema = v.looseObject({
  id: numeric,
  code: text,
  name: text,
  url: text,
  /** `hex`: not in SPEC 3; a colour value's swatch (#rrggbb) when the shop sends one, else the value shows its name alone. */
  values: v.array(v.looseObject({ id: numeric, v: text, u: text, hex: v.optional(text, '') })),
})

export const listingAnswerSchema = v.looseObject({
  attributes: v.array(filterSchema),
  fichesFilter: v.optional(v.array(v.looseObject({ code: text, name: text, background_color: text, text_color: text })), []),
  seo_title: text,
  seo_header: text,
  seo_content_description: text,
  products: v.array(tileSchema),
  currentPage: numeric,
  pagesCount: numeric,
  productsCount: numeric,
  /** SPEC 3: perPage (default 36, index, items); left out, the island's SPEC 9 default stands (widgets/listing/rules.ts). */
  perPage: v.nullish(
    v.looseObject({ default: v.optional(numeric), index: v.optional(numeric), items: v.optional(v.array(numeric), []) }),
    null,
  ),
  sorting: v.looseObject({ items: v.record(v.string(), text), index: text }),
  separators: v.looseObject({ start: v.string(), attribute: v.string(), attribute_value: v.string(), value: v.string() }),
})

export type ListingAnswer = v.InferOutput<typeof listingAnswerSchema>
export type Tile = ListingAnswer['products'][number]

/** SPEC 3 Search, SPEC 7 GET /search/hints: hints, a few products and the count. */
export const searchHintsSchema = v.looseObject({
  hints: v.array(text),
  products: v.array(
    v.looseObject({
      product_id: numeric,
      name: text,
      producer_name: text,
      url,
      photo: url,
      price: v.looseObject({ regular: numeric, final: numeric }),
    }),
  ),
  productsCount: numeric,
})
export type SearchHints = v.InferOutput<typeof searchHintsSchema>
