import { returnPreviewAnswerSchema } from '../schemas/return-preview'
import { call } from './client'

// SPEC 7 returns: the call of the preview screen, apart from the client's (return-client.ts) and
// from returns.ts, as their answers' schemas are (schemas/return-preview.ts).

/** GET /ajax/returns/preview: the return as it will be sent, and its confirmation form. */
export const getReturnPreview = () => call('get', '/ajax/returns/preview', returnPreviewAnswerSchema)
