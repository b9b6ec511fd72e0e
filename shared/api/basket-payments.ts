import { basketSchema } from '../schemas/basket'
import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'

// SPEC 7: the basket read again, apart from the basket's other calls (basket.ts): the checkout's
// later steps and the language modal apply basket answers but change no line (their pages' byte
// budgets, test/budgets.ts).

/**
 * SPEC 7/8: the answers of payments, country/set (and later summary and order) may carry a
 * redirect flag and a message beside the basket, on success too.
 */
export const basketAnswerSchema = v.looseObject({
  basket: basketSchema,
  redirect: v.optional(text, ''),
  message: v.optional(text, ''),
})
export type BasketAnswer = v.InferOutput<typeof basketAnswerSchema>

/** SPEC 7: POST /ajax/basket/payments re-reads the basket. */
export const postBasketPayments = () => call('post', '/ajax/basket/payments', basketAnswerSchema)
