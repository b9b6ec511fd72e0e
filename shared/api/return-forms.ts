import { returnClientAnswerSchema, returnPreviewAnswerSchema } from '../schemas/return-forms'
import { call } from './client'

// SPEC 7 returns calls answered with a form: apart from returns.ts, so the order list and the
// choice of products load no form schema (issue 29).

/** GET /ajax/returns/setClient: the client form. */
export const getReturnClient = () => call('get', '/ajax/returns/setClient', returnClientAnswerSchema)

/** GET /ajax/returns/preview: the return as it will be sent, and its confirmation form. */
export const getReturnPreview = () => call('get', '/ajax/returns/preview', returnPreviewAnswerSchema)
