import {
  addressesAnswerSchema,
  loyaltyAnswerSchema,
  opinionsAnswerSchema,
  ordersAnswerSchema,
  threadsAnswerSchema,
} from '../schemas/account'
import { call } from './client'
import { declare, optional, queryOf, request, words } from './encode'

// SPEC 7 account calls: the lists (the forms and actions are account-forms.ts). Paths are the
// shop's, without a language prefix.
const base = '/myAccount/ajax'
const paged = (path: string, page: number) => (page > 1 ? `${path}/${page}` : path)

/** The orders of a page; with an unlogged hash, the one order of that hash (SPEC 6 guests). */
/** The query of the orders list: a guest's unlogged hash (SPEC 6), or nothing. */
const ordersQueryFields = () => ({ hash: optional(words()) })
export const ordersQuery = /* @__PURE__ */ request<typeof ordersQueryFields>()
if (process.env.NODE_ENV !== 'production') declare(ordersQuery, ordersQueryFields)
export const getOrders = (page: number, hash = '') =>
  call('get', `${paged(`${base}/orders/overview`, page)}${queryOf(ordersQuery, { hash: hash || undefined })}`, ordersAnswerSchema)

export const getAddresses = () => call('get', `${base}/address/overview`, addressesAnswerSchema)

export const getOpinions = () => call('get', `${base}/opinions/overview`, opinionsAnswerSchema)
export const getLoyalty = () => call('get', `${base}/loyaltyProgram/index`, loyaltyAnswerSchema)

export const getThreads = (page: number) => call('get', paged(`${base}/bok/overview`, page), threadsAnswerSchema)
