import { creatorAnswerSchema, returnCreateAnswerSchema, returnItemsAnswerSchema, returnsIndexAnswerSchema } from '../schemas/returns'
import { call } from './client'
import { declare, optional, queryOf, request, rows, type Sent, whole, words } from './encode'

// SPEC 7 returns calls (those answered with a form: return-forms.ts).

const segment = (value: string | number) => encodeURIComponent(String(value))

/** GET /ajax/returns/create/{hash}: the order, the after-sale types and the creator. */
export const getReturnCreate = (hash: string) => call('get', `/ajax/returns/create/${segment(hash)}`, returnCreateAnswerSchema)

/** GET /ajax/returns/items/{id}: another order's products. */
export const getReturnItems = (orderId: number) => call('get', `/ajax/returns/items/${segment(orderId)}`, returnItemsAnswerSchema)

const afterSaleTypeFields = () => ({ type_id: whole() })
export const afterSaleTypeRequest = /* @__PURE__ */ request<typeof afterSaleTypeFields>()
if (process.env.NODE_ENV !== 'production') declare(afterSaleTypeRequest, afterSaleTypeFields)
/** POST /ajax/returns/setAfterSaleType with type_id. */
export const postAfterSaleType = (typeId: number) =>
  call('post', '/ajax/returns/setAfterSaleType', creatorAnswerSchema, { type_id: typeId } satisfies Sent<typeof afterSaleTypeRequest>)

const returnItemsFields = () => ({ items: rows({ order_item_id: whole(), quantity: whole() }) })
export const returnItemsRequest = /* @__PURE__ */ request<typeof returnItemsFields>()
if (process.env.NODE_ENV !== 'production') declare(returnItemsRequest, returnItemsFields)
/** POST /ajax/returns/set with items (order_item_id, quantity): the creator and per-item errors. */
export const postReturnItems = (items: readonly { order_item_id: number; quantity: number }[]) =>
  call('post', '/ajax/returns/set', creatorAnswerSchema, returnItemsRequest.encode({ items }))

/** The query of the returns list: a guest's unlogged hash, or nothing for a logged-in customer. */
const returnsQueryFields = () => ({ hash: optional(words()) })
export const returnsQuery = /* @__PURE__ */ request<typeof returnsQueryFields>()
if (process.env.NODE_ENV !== 'production') declare(returnsQuery, returnsQueryFields)
/** GET /ajax/returns/index/{page}, or a guest's returns with the unlogged hash. */
export const getReturns = (page: number, hash = '') =>
  call('get', `/ajax/returns/index/${segment(page)}${queryOf(returnsQuery, { hash: hash || undefined })}`, returnsIndexAnswerSchema)
