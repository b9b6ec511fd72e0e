import { text } from './common'
import { formSchema } from './form'
import * as v from './kit'
import { afterSaleType, creatorSchema } from './returns'

// SPEC 7 returns: the answers with a form (the client's details, the preview's confirmation), apart
// from returns.ts so the order list and the choice of products load no form schema (issue 29).

export const returnClientAnswerSchema = v.looseObject({ form: formSchema })

export const returnPreviewAnswerSchema = v.looseObject({
  creator: creatorSchema,
  afterSaleType: v.nullish(afterSaleType, null),
  client: v.optional(v.record(v.string(), text), {}),
  form: formSchema,
})

export type ReturnPreviewAnswer = v.InferOutput<typeof returnPreviewAnswerSchema>
