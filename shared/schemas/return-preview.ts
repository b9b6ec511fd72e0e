import { text } from './common'
import { formSchema } from './form'
import * as v from './kit'
import { afterSaleType, creatorSchema } from './returns'

// SPEC 7 returns: the return as it will be sent, with its confirmation form (GET
// /ajax/returns/preview). Apart from returns.ts and from the client's form (return-client.ts): the
// order list and the choice of products load no form schema, and each form screen only its own
// answer (each page's byte budget, test/budgets.ts).

export const returnPreviewAnswerSchema = v.looseObject({
  creator: creatorSchema,
  afterSaleType: v.nullish(afterSaleType, null),
  client: v.optional(v.record(v.string(), text), {}),
  form: formSchema,
})

export type ReturnPreviewAnswer = v.InferOutput<typeof returnPreviewAnswerSchema>
