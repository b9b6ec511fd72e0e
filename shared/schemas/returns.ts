import { attributes, numeric, text, url } from './common'
import * as v from './kit'

// SPEC 3 Returns (creator, orders with products, returned lists, afterSaleTypes, unloggedHash) and
// the answers of the returns calls of SPEC 7, parsed where they enter.

const currency = v.looseObject({ iso: text, symbol: text })

const returnProductSchema = v.looseObject({
  order_item_id: numeric,
  name: text,
  producer_name: v.optional(text, ''),
  photo: v.optional(url, ''),
  url: v.optional(url, ''),
  attributes,
  /** How many were ordered. */
  quantity: numeric,
  /** How many can still be returned. */
  returnable: numeric,
  price: v.optional(numeric, 0),
})

const returnOrderSchema = v.looseObject({
  id: numeric,
  number: text,
  date: v.optional(text, ''),
  hash: v.optional(text, ''),
  currency_data: currency,
  products: v.array(returnProductSchema),
})

const creatorItem = v.looseObject({
  order_item_id: numeric,
  order_id: v.optional(numeric, 0),
  name: v.optional(text, ''),
  photo: v.optional(url, ''),
  attributes,
  quantity: numeric,
  sumValueToDisplay: v.optional(text, ''),
  error: v.optional(text, ''),
})

/** The return being created (also in a preview: return-preview.ts). */
export const creatorSchema = v.looseObject({
  type_id: v.nullish(numeric, null),
  currency_data: v.nullish(currency, null),
  items: v.optional(v.array(creatorItem), []),
})

export const afterSaleType = v.looseObject({ type_id: numeric, name: v.optional(text, ''), behaviour: text })

export const returnCreateAnswerSchema = v.looseObject({
  orders: v.array(returnOrderSchema),
  otherOrders: v.optional(v.array(v.looseObject({ id: numeric, number: text, date: v.optional(text, ''), currency_data: currency })), []),
  afterSaleTypes: v.array(afterSaleType),
  creator: v.nullish(creatorSchema, null),
  unloggedHash: v.optional(text, ''),
})

export const returnItemsAnswerSchema = v.looseObject({ orders: v.array(returnOrderSchema) })

export const creatorAnswerSchema = v.looseObject({
  creator: creatorSchema,
  /** Per-item errors keyed by order_item_id (SPEC 8). */
  errors: v.optional(v.record(v.string(), text), {}),
})

export const returnsIndexAnswerSchema = v.looseObject({
  returned: v.array(
    v.looseObject({
      return_id: numeric,
      date: v.optional(text, ''),
      order_number: v.optional(text, ''),
      products: v.array(v.looseObject({ order_item_id: numeric, name: text, photo: v.optional(url, ''), quantity: numeric })),
      returnPdf: v.optional(url, ''),
      returnCode: v.optional(text, ''),
      // Where the return stands and its refund, as the shop names them (codes for styling, names
      // to show); an absent one is not shown (SPEC 3 Returns returned lists).
      status: v.optional(text, ''),
      statusName: v.optional(text, ''),
      refundStatus: v.optional(text, ''),
      refundStatusName: v.optional(text, ''),
      refundValue: v.nullish(numeric, null),
      currency: v.nullish(currency, null),
    }),
  ),
  paginator: v.optional(v.looseObject({ page: numeric, pages: numeric }), { page: 1, pages: 1 }),
})

export type ReturnOrder = v.InferOutput<typeof returnOrderSchema>
export type ReturnProduct = v.InferOutput<typeof returnProductSchema>
export type ReturnCreateAnswer = v.InferOutput<typeof returnCreateAnswerSchema>
