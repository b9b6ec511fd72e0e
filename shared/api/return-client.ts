import { returnClientAnswerSchema } from '../schemas/return-client'
import { call } from './client'

// SPEC 7 returns: the call of the client's details screen, apart from the preview's
// (return-preview.ts) and from returns.ts, as their answers' schemas are (schemas/return-client.ts).

/** GET /ajax/returns/setClient: the client form. */
export const getReturnClient = () => call('get', '/ajax/returns/setClient', returnClientAnswerSchema)
