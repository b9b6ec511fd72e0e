import { basketSchema } from '../schemas/basket'
import { flag, numeric, text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'

// SPEC 7 basket calls. The responses differ in where they put the basket; each function
// returns it in one place.

/** POST /ajax/basket/delete: the basket after the change. */
export const basketChangeAnswerSchema = v.looseObject({ basket: basketSchema })
/** POST /ajax/basket/quantity: the basket under `data` (SPEC 7 data.basket.*). */
export const quantityAnswerSchema = v.looseObject({ data: basketChangeAnswerSchema })

export async function postBasketDelete(id: number) {
  const body = await call('post', '/ajax/basket/delete', basketChangeAnswerSchema, { id })
  return body.basket
}

export async function postBasketQuantity(id: number, quantity: number) {
  const body = await call('post', '/ajax/basket/quantity', quantityAnswerSchema, { id, quantity })
  return body.data.basket
}

/** POST /ajax/basket/add: what was added (SPEC 7), for the basket modal and analytics. */
export const addAnswerSchema = v.looseObject({
  status: v.optional(flag, true),
  item: v.optional(
    v.looseObject({
      name: text,
      category_name: v.optional(text, ''),
      price: v.optional(v.looseObject({ final: numeric }), { final: 0 }),
      ean: v.optional(text, ''),
      product_id: numeric,
      quantity: v.optional(numeric, 1),
    }),
  ),
  limit: v.optional(flag, false),
  producer_name: v.optional(text, ''),
})

export interface AddRequest {
  id: number
  quantity?: number
  /** The chosen variant (size) of a plain product. */
  variant?: number
  /** Blind box: attribute value ids. */
  attributes?: number[]
  /** Set: one variant per product of the set. */
  variants?: number[]
}

/** SPEC 7: POST /ajax/basket/add. The response has no basket: read it afterwards. */
export const postBasketAdd = (request: AddRequest) =>
  call('post', '/ajax/basket/add', addAnswerSchema, {
    id: request.id,
    quantity: request.variants ? undefined : (request.quantity ?? 1),
    variant: request.variant,
    attributes: request.attributes,
    variants: request.variants,
  })

// SPEC 7: the codes and points of step 1. Their responses carry no basket ("not shown"): the
// caller re-reads it. A message, when the server sends one, is shown to the shopper.
export const basketDoneAnswerSchema = v.looseObject({ message: v.optional(text, '') })

export const postBasketDiscount = (code: string) => call('post', '/ajax/basket/discount', basketDoneAnswerSchema, { code })
export const postBasketDiscountClear = () => call('post', '/ajax/basket/discount/clear', basketDoneAnswerSchema, {})
export const postBasketVoucher = (voucher: string) => call('post', '/ajax/basket/voucher', basketDoneAnswerSchema, { voucher })
export const postBasketVoucherClear = () => call('post', '/ajax/basket/voucher/clear', basketDoneAnswerSchema, {})
export const postBasketLoyalty = (points: number) => call('post', '/ajax/basket/loyaltyProgram', basketDoneAnswerSchema, { points })
