import { attributes, flag, numeric, text, url } from '../schemas/common'
import { cupboardSummarySchema } from '../schemas/cupboard'
import { formSchema } from '../schemas/form'
import * as v from '../schemas/kit'
import { call } from './client'
import type {
  addFromCupboardFields,
  cupboardAddFields,
  cupboardRemoveFields,
  itemsFields,
  productAddFields,
  productRemoveFields,
  setDefaultFields,
} from './sent'
import type { Sent } from './wire'

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

export const postCupboardProductAdd = (productId: number, cupboardId?: number, variant?: number) =>
  call('post', '/ajax/cupboard/products/add', cupboardAnswerSchema, { id: productId, cupboard_id: cupboardId, variant } satisfies Sent<
    typeof productAddFields
  >)
export const postCupboardProductRemove = (productId: number, cupboardId: number) =>
  call('post', '/ajax/cupboard/products/remove', cupboardAnswerSchema, { id: productId, cupboard_id: cupboardId } satisfies Sent<
    typeof productRemoveFields
  >)
export const postCupboardProductsDelete = (items: number[]) =>
  call('post', '/ajax/cupboard/products/delete', cupboardAnswerSchema, { items } satisfies Sent<typeof itemsFields>)
export const postCupboardAdd = (name: string) =>
  call('post', '/ajax/cupboard/add', cupboardAddAnswerSchema, { name } satisfies Sent<typeof cupboardAddFields>)
export const postCupboardRemove = (id: number) =>
  call('post', '/ajax/cupboard/remove', cupboardAnswerSchema, { id } satisfies Sent<typeof cupboardRemoveFields>)
export const postCupboardSetDefault = (id: number) =>
  call('post', `/ajax/cupboard/setDefault/${id}`, cupboardAnswerSchema, {} satisfies Sent<typeof setDefaultFields>)
/** SPEC 7: POST /ajax/basket/addFromCupboard {items, delete}. */
export const postBasketAddFromCupboard = (items: number[], remove: boolean) =>
  call('post', '/ajax/basket/addFromCupboard', cupboardAnswerSchema, { items, delete: remove } satisfies Sent<typeof addFromCupboardFields>)

/**
 * SPEC 7 GET and submit /ajax/cupboard/{type}Action/{id}: a cupboard action the server describes
 * as a form (SPEC 3 Form). The islands offer `edit` (the cupboard's name). SPEC 7 gives neither
 * payload nor answer; our reading (docs/spec-readings.md): the GET answers `{form}`, and the form's
 * values go back to the same path as any server form's (`_namespace` and its fields), answered
 * as a form is (status, message, error_fields).
 */
export const cupboardActionFormSchema = v.looseObject({ form: formSchema })
export async function getCupboardAction(type: string, id: number) {
  const path = `/ajax/cupboard/${encodeURIComponent(type)}Action/${id}`
  const answer = await call('get', path, cupboardActionFormSchema)
  // Submitted to the same path, whatever `action` the form names (SPEC 7 names the path).
  return { ...answer, form: { ...answer.form, action: path } }
}
