import {
  addressesAnswerSchema,
  conversationAnswerSchema,
  doneAnswerSchema,
  downloadsAnswerSchema,
  formAnswerSchema,
  loyaltyAnswerSchema,
  opinionsAnswerSchema,
  ordersAnswerSchema,
  threadsAnswerSchema,
} from '../schemas/account'
import { call } from './client'

// SPEC 7 account calls. Paths are the shop's, without a language prefix.
const base = '/myAccount/ajax'
const paged = (path: string, page: number) => (page > 1 ? `${path}/${page}` : path)

/** The orders of a page; with an unlogged hash, the one order of that hash (SPEC 6 guests). */
export const getOrders = (page: number, hash = '') =>
  call('get', `${paged(`${base}/orders/overview`, page)}${hash ? `?hash=${encodeURIComponent(hash)}` : ''}`, ordersAnswerSchema)

export const getAddresses = () => call('get', `${base}/address/overview`, addressesAnswerSchema)
/** The form of one address; id 0 is a new one. */
export const getAddressForm = (type: string, id: number) =>
  call('get', `${base}/address/${encodeURIComponent(type)}/${id}`, formAnswerSchema)
export const setDefaultAddress = (id: number) => call('get', `${base}/address/setDefault/${id}`, doneAnswerSchema)
export const deleteAddress = (id: number) => call('delete', `${base}/address/delete/${id}`, doneAnswerSchema)

export const getPersonalDataForm = () => call('get', `${base}/personalData/editPersonalData`, formAnswerSchema)
export const getPasswordForm = () => call('get', `${base}/personalData/passwordChange`, formAnswerSchema)
export const getDownloads = () => call('get', `${base}/personalData/download`, downloadsAnswerSchema)
/** Asks for one file of the data download: a POST to the link's own url. */
export const requestDownload = (url: string) => call('post', url, doneAnswerSchema)

export const getOpinions = () => call('get', `${base}/opinions/overview`, opinionsAnswerSchema)
export const getLoyalty = () => call('get', `${base}/loyaltyProgram/index`, loyaltyAnswerSchema)

export const getThreads = (page: number) => call('get', paged(`${base}/bok/overview`, page), threadsAnswerSchema)
export const getThreadForm = () => call('get', `${base}/bok/create`, formAnswerSchema)
export const getConversation = (id: number) => call('get', `${base}/bok/conversation/${id}`, conversationAnswerSchema)
