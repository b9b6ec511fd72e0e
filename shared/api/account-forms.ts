import { conversationAnswerSchema, doneAnswerSchema, downloadsAnswerSchema, formAnswerSchema } from '../schemas/account-forms'
import { call } from './client'

// SPEC 7 account calls of the forms and actions (the lists are account.ts): a form's screen loads
// these only (its page's byte budget, test/budgets.ts). Paths are the shop's, without a language
// prefix.
const base = '/myAccount/ajax'

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

export const getThreadForm = () => call('get', `${base}/bok/create`, formAnswerSchema)
export const getConversation = (id: number) => call('get', `${base}/bok/conversation/${id}`, conversationAnswerSchema)
