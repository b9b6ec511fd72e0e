import { basketSchema } from '../schemas/basket'
import { flag, numeric, text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'
import { declare, list, optional, request, type Sent, whole, words } from './encode'

// SPEC 7 basket calls. The responses differ in where they put the basket; each function
// returns it in one place.

/** POST /ajax/basket/delete: the basket after the change. */
export const basketChangeAnswerSchema = v.looseObject({ basket: basketSchema })
/** POST /ajax/basket/quantity: the basket under `data` (SPEC 7 data.basket.*). */
export const quantityAnswerSchema = v.looseObject({ data: basketChangeAnswerSchema })

const deleteFields = () => ({ id: whole() })
export const deleteRequest = /* @__PURE__ */ request<typeof deleteFields>()
if (process.env.NODE_ENV !== 'production') declare(deleteRequest, deleteFields)
const quantityFields = () => ({ id: whole(), quantity: whole() })
export const quantityRequest = /* @__PURE__ */ request<typeof quantityFields>()
if (process.env.NODE_ENV !== 'production') declare(quantityRequest, quantityFields)

export async function postBasketDelete(id: number) {
  const body = await call('post', '/ajax/basket/delete', basketChangeAnswerSchema, { id } satisfies Sent<typeof deleteRequest>)
  return body.basket
}

export async function postBasketQuantity(id: number, quantity: number) {
  const body = await call('post', '/ajax/basket/quantity', quantityAnswerSchema, { id, quantity } satisfies Sent<typeof quantityRequest>)
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

/** What POST /ajax/basket/add sends (scripts/contract/requests.ts describes each field). */
const addFields = () => ({
  id: whole(),
  /** Not sent for a set (one of each of its products). */
  quantity: optional(whole()),
  /** The chosen variant (size) of a plain product. */
  variant: optional(whole()),
  /** Blind box: attribute value ids. */
  attributes: optional(list(whole())),
  /** Set: one variant per product of the set. */
  variants: optional(list(whole())),
})
export const addRequest = /* @__PURE__ */ request<typeof addFields>()
if (process.env.NODE_ENV !== 'production') declare(addRequest, addFields)

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
    ...added,
    quantity: added.variants ? undefined : (added.quantity ?? 1),
  } satisfies Sent<typeof addRequest>)

// SPEC 7: the codes and points of step 1. Their responses carry no basket ("not shown"): the
// caller re-reads it. A message, when the server sends one, is shown to the shopper.
export const basketDoneAnswerSchema = v.looseObject({ message: v.optional(text, '') })

const discountFields = () => ({ code: words() })
export const discountRequest = /* @__PURE__ */ request<typeof discountFields>()
if (process.env.NODE_ENV !== 'production') declare(discountRequest, discountFields)
const voucherFields = () => ({ voucher: words() })
export const voucherRequest = /* @__PURE__ */ request<typeof voucherFields>()
if (process.env.NODE_ENV !== 'production') declare(voucherRequest, voucherFields)
const loyaltyFields = () => ({ points: whole() })
export const loyaltyRequest = /* @__PURE__ */ request<typeof loyaltyFields>()
if (process.env.NODE_ENV !== 'production') declare(loyaltyRequest, loyaltyFields)
/** The clearing calls send an empty form body. */
const emptyFields = () => ({})
export const emptyRequest = /* @__PURE__ */ request<typeof emptyFields>()
if (process.env.NODE_ENV !== 'production') declare(emptyRequest, emptyFields)

export const postBasketDiscount = (code: string) =>
  call('post', '/ajax/basket/discount', basketDoneAnswerSchema, { code } satisfies Sent<typeof discountRequest>)
export const postBasketDiscountClear = () =>
  call('post', '/ajax/basket/discount/clear', basketDoneAnswerSchema, {} satisfies Sent<typeof emptyRequest>)
export const postBasketVoucher = (voucher: string) =>
  call('post', '/ajax/basket/voucher', basketDoneAnswerSchema, { voucher } satisfies Sent<typeof voucherRequest>)
export const postBasketVoucherClear = () =>
  call('post', '/ajax/basket/voucher/clear', basketDoneAnswerSchema, {} satisfies Sent<typeof emptyRequest>)
export const postBasketLoyalty = (points: number) =>
  call('post', '/ajax/basket/loyaltyProgram', basketDoneAnswerSchema, { points } satisfies Sent<typeof loyaltyRequest>)
