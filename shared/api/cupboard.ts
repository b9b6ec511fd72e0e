import { attributes, flag, numeric, text, url } from '../schemas/common'
import { cupboardSummarySchema } from '../schemas/cupboard'
import * as v from '../schemas/kit'
import { call } from './client'
import { declare, list, optional, request, type Sent, whole, words, yesNo } from './encode'

// SPEC 7 cupboard calls. Every answer carries the summary of the shopper's cupboards, so one
// answer keeps tabs, counts and every save button right.

export { type CupboardSummary, cupboardSummarySchema } from '../schemas/cupboard'

// SPEC 3 cupboard product item.
const itemSchema = v.looseObject({
  id: numeric,
  cupboard_id: numeric,
  product: v.looseObject({ id: numeric, name: text, url, photo: url, producer_name: v.optional(text, '') }),
  variant: v.looseObject({
    variant: v.optional(numeric),
    availability: v.optional(flag, false),
    stock: v.optional(numeric, 0),
    blocked_stock: v.optional(numeric, 0),
    price: v.looseObject({ regular: numeric, final: numeric }),
    attributes,
    quantity: v.optional(numeric, 1),
  }),
})
export type CupboardItem = v.InferOutput<typeof itemSchema>

const cupboardSchema = v.looseObject({
  cupboardId: numeric,
  cupboardName: text,
  isDefault: flag,
  products: v.optional(v.array(itemSchema), []),
})
export type Cupboard = v.InferOutput<typeof cupboardSchema>

/** What every cupboard call answers: the summary of the shopper's cupboards. */
export const cupboardAnswerSchema = v.looseObject({ cupboards: cupboardSummarySchema })
/** GET /ajax/cupboard/index/{id}: the summary and that cupboard with its products. */
export const cupboardIndexAnswerSchema = v.looseObject({ cupboards: cupboardSummarySchema, cupboard: cupboardSchema })
/** POST /ajax/cupboard/add: the summary and the new cupboard's id. */
export const cupboardAddAnswerSchema = v.looseObject({ cupboards: cupboardSummarySchema, cupboard: v.looseObject({ cupboardId: numeric }) })

export const getCupboard = (id: number) => call('get', `/ajax/cupboard/index/${id}`, cupboardIndexAnswerSchema)

const productAddFields = () => ({ id: whole(), cupboard_id: optional(whole()), variant: optional(whole()) })
export const productAddRequest = /* @__PURE__ */ request<typeof productAddFields>()
if (process.env.NODE_ENV !== 'production') declare(productAddRequest, productAddFields)
const productRemoveFields = () => ({ id: whole(), cupboard_id: whole() })
export const productRemoveRequest = /* @__PURE__ */ request<typeof productRemoveFields>()
if (process.env.NODE_ENV !== 'production') declare(productRemoveRequest, productRemoveFields)
const itemsFields = () => ({ items: list(whole()) })
export const itemsRequest = /* @__PURE__ */ request<typeof itemsFields>()
if (process.env.NODE_ENV !== 'production') declare(itemsRequest, itemsFields)
const cupboardAddFields = () => ({ name: words() })
export const cupboardAddRequest = /* @__PURE__ */ request<typeof cupboardAddFields>()
if (process.env.NODE_ENV !== 'production') declare(cupboardAddRequest, cupboardAddFields)
const cupboardRemoveFields = () => ({ id: whole() })
export const cupboardRemoveRequest = /* @__PURE__ */ request<typeof cupboardRemoveFields>()
if (process.env.NODE_ENV !== 'production') declare(cupboardRemoveRequest, cupboardRemoveFields)
const setDefaultFields = () => ({})
export const setDefaultRequest = /* @__PURE__ */ request<typeof setDefaultFields>()
if (process.env.NODE_ENV !== 'production') declare(setDefaultRequest, setDefaultFields)
const addFromCupboardFields = () => ({ items: list(whole()), delete: yesNo() })
export const addFromCupboardRequest = /* @__PURE__ */ request<typeof addFromCupboardFields>()
if (process.env.NODE_ENV !== 'production') declare(addFromCupboardRequest, addFromCupboardFields)

export const postCupboardProductAdd = (productId: number, cupboardId?: number, variant?: number) =>
  call('post', '/ajax/cupboard/products/add', cupboardAnswerSchema, { id: productId, cupboard_id: cupboardId, variant } satisfies Sent<
    typeof productAddRequest
  >)
export const postCupboardProductRemove = (productId: number, cupboardId: number) =>
  call('post', '/ajax/cupboard/products/remove', cupboardAnswerSchema, { id: productId, cupboard_id: cupboardId } satisfies Sent<
    typeof productRemoveRequest
  >)
export const postCupboardProductsDelete = (items: number[]) =>
  call('post', '/ajax/cupboard/products/delete', cupboardAnswerSchema, { items } satisfies Sent<typeof itemsRequest>)
export const postCupboardAdd = (name: string) =>
  call('post', '/ajax/cupboard/add', cupboardAddAnswerSchema, { name } satisfies Sent<typeof cupboardAddRequest>)
export const postCupboardRemove = (id: number) =>
  call('post', '/ajax/cupboard/remove', cupboardAnswerSchema, { id } satisfies Sent<typeof cupboardRemoveRequest>)
export const postCupboardSetDefault = (id: number) =>
  call('post', `/ajax/cupboard/setDefault/${id}`, cupboardAnswerSchema, {} satisfies Sent<typeof setDefaultRequest>)
/** SPEC 7: POST /ajax/basket/addFromCupboard {items, delete}. */
export const postBasketAddFromCupboard = (items: number[], remove: boolean) =>
  call('post', '/ajax/basket/addFromCupboard', cupboardAnswerSchema, { items, delete: remove } satisfies Sent<
    typeof addFromCupboardRequest
  >)
