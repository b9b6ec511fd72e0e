import { amount, basketSchema } from '../schemas/basket'
import { flag, numeric, text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'
import type { addFields, deleteFields, discountFields, emptyFields, loyaltyFields, quantityFields, voucherFields } from './sent'
import type { Sent } from './wire'

// SPEC 7 basket calls. The responses differ in where they put the basket; each function
// returns it in one place.

/** POST /ajax/basket/delete: the basket after the change. */
export const basketChangeAnswerSchema = v.looseObject({ basket: basketSchema })
/**
 * POST /ajax/basket/quantity: the basket under `data` (SPEC 7 data.basket.*), and data.discount,
 * the discount code's worth after the change (a bigger basket, a bigger percentage off).
 */
export const quantityAnswerSchema = v.looseObject({ data: v.looseObject({ basket: basketSchema, discount: v.optional(amount) }) })

export async function postBasketDelete(id: number) {
  const body = await call('post', '/ajax/basket/delete', basketChangeAnswerSchema, { id } satisfies Sent<typeof deleteFields>)
  return body.basket
}

export async function postBasketQuantity(id: number, quantity: number) {
  const body = await call('post', '/ajax/basket/quantity', quantityAnswerSchema, { id, quantity } satisfies Sent<typeof quantityFields>)
  const { basket, discount } = body.data
  // SPEC 7 data.discount: when sent, the discount box shows it; absent or null, the basket's own.
  return discount ? { ...basket, discount } : basket
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
  variant?: number
  attributes?: number[]
  variants?: number[]
}

/** SPEC 7: POST /ajax/basket/add. The response has no basket: read it afterwards. */
export const postBasketAdd = (added: AddRequest) =>
  call('post', '/ajax/basket/add', addAnswerSchema, {
    id: added.id,
    quantity: added.variants ? undefined : (added.quantity ?? 1),
    variant: added.variant,
    attributes: added.attributes,
    variants: added.variants,
  } satisfies Sent<typeof addFields>)

// SPEC 7: the codes and points of step 1. Their responses carry no basket ("not shown"): the
// caller re-reads it. A message, when the server sends one, is shown to the shopper.
export const basketDoneAnswerSchema = v.looseObject({ message: v.optional(text, '') })

export const postBasketDiscount = (code: string) =>
  call('post', '/ajax/basket/discount', basketDoneAnswerSchema, { code } satisfies Sent<typeof discountFields>)
export const postBasketDiscountClear = () =>
  call('post', '/ajax/basket/discount/clear', basketDoneAnswerSchema, {} satisfies Sent<typeof emptyFields>)
export const postBasketVoucher = (voucher: string) =>
  call('post', '/ajax/basket/voucher', basketDoneAnswerSchema, { voucher } satisfies Sent<typeof voucherFields>)
export const postBasketVoucherClear = () =>
  call('post', '/ajax/basket/voucher/clear', basketDoneAnswerSchema, {} satisfies Sent<typeof emptyFields>)
export const postBasketLoyalty = (points: number) =>
  call('post', '/ajax/basket/loyaltyProgram', basketDoneAnswerSchema, { points } satisfies Sent<typeof loyaltyFields>)
