import { creatorAnswerSchema, returnCreateAnswerSchema, returnItemsAnswerSchema, returnsIndexAnswerSchema } from '../schemas/returns'
import { call } from './client'

// SPEC 7 returns calls (those answered with a form: return-forms.ts).

const segment = (value: string | number) => encodeURIComponent(String(value))

/** GET /ajax/returns/create/{hash}: the order, the after-sale types and the creator. */
export const getReturnCreate = (hash: string) => call('get', `/ajax/returns/create/${segment(hash)}`, returnCreateAnswerSchema)

/** GET /ajax/returns/items/{id}: another order's products. */
export const getReturnItems = (orderId: number) => call('get', `/ajax/returns/items/${segment(orderId)}`, returnItemsAnswerSchema)

/** POST /ajax/returns/setAfterSaleType with type_id. */
export const postAfterSaleType = (typeId: number) =>
  call('post', '/ajax/returns/setAfterSaleType', creatorAnswerSchema, { type_id: typeId })

/** POST /ajax/returns/set with items (order_item_id, quantity): the creator and per-item errors. */
export function postReturnItems(items: readonly { order_item_id: number; quantity: number }[]) {
  const payload: Record<string, number> = {}
  items.forEach((item, index) => {
    payload[`items[${index}][order_item_id]`] = item.order_item_id
    payload[`items[${index}][quantity]`] = item.quantity
  })
  return call('post', '/ajax/returns/set', creatorAnswerSchema, payload)
}

/** GET /ajax/returns/index/{page}, or a guest's returns with the unlogged hash. */
export const getReturns = (page: number, hash = '') =>
  call('get', `/ajax/returns/index/${segment(page)}${hash ? `?hash=${segment(hash)}` : ''}`, returnsIndexAnswerSchema)
