import { formSchema } from './form'
import * as v from './kit'

// SPEC 7 returns: the client's details form (GET /ajax/returns/setClient). Apart from the preview's
// answer (return-preview.ts) and from returns.ts: the order list and the choice of products load no
// form schema, and each form screen only its own answer (a module that two screens share is a chunk
// of its own, more bytes on each page: test/budgets.ts).

export const returnClientAnswerSchema = v.looseObject({ form: formSchema })
