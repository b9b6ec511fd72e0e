import { flag, numeric, text } from './common'
import * as v from './kit'

// SPEC 7 GET /ajax/after-sale/index: orders, payment, paginator (SPEC 3 Account state).

export const afterSaleAnswerSchema = v.looseObject({
  orders: v.array(
    v.looseObject({
      id: numeric,
      number: text,
      date: v.optional(text, ''),
      status: v.optional(text, ''),
      hash: text,
      total: v.optional(text, ''),
      returnable: v.optional(flag, false),
      products: v.optional(v.array(v.looseObject({ order_item_id: numeric, name: text, quantity: numeric })), []),
    }),
  ),
  payment: v.optional(v.array(v.looseObject({ order_id: numeric, name: text, status: v.optional(text, '') })), []),
  paginator: v.optional(v.looseObject({ page: numeric, pages: numeric }), { page: 1, pages: 1 }),
})

export type AfterSaleAnswer = v.InferOutput<typeof afterSaleAnswerSchema>
