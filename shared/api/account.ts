import {
  addressesAnswerSchema,
  loyaltyAnswerSchema,
  opinionsAnswerSchema,
  ordersAnswerSchema,
  threadsAnswerSchema,
} from '../schemas/account'
import { call } from './client'
import type { ordersQueryFields } from './sent'
import { query, type Sent } from './wire'

// SPEC 7 account calls: the lists (the forms and actions are account-forms.ts). Paths are the
// shop's, without a language prefix.
const base = '/myAccount/ajax'
const paged = (path: string, page: number) => (page > 1 ? `${path}/${page}` : path)

/** The orders of a page; with an unlogged hash, the one order of that hash (SPEC 6 guests). */

export const getOrders = (page: number, hash = '') =>
  call(
    'get',
    `${paged(`${base}/orders/overview`, page)}${query({ hash: hash || undefined } satisfies Sent<typeof ordersQueryFields>)}`,
    ordersAnswerSchema,
  )

export const getAddresses = () => call('get', `${base}/address/overview`, addressesAnswerSchema)

export const getOpinions = () => call('get', `${base}/opinions/overview`, opinionsAnswerSchema)
export const getLoyalty = () => call('get', `${base}/loyaltyProgram/index`, loyaltyAnswerSchema)

export const getThreads = (page: number) => call('get', paged(`${base}/bok/overview`, page), threadsAnswerSchema)
