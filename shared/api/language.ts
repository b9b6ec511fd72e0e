import { numeric, text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'
import { isApiError } from './errors'

/** SPEC 3 language-choice item, as GET /ajax/language-choice lists them. */
const languageChoiceItemSchema = v.looseObject({
  language_iso: text,
  language_name: text,
  country_id: numeric,
  country_name: text,
  country_iso: v.optional(text, ''),
  currency_iso: text,
  currency_id: numeric,
})

/** GET /ajax/language-choice. */
export const languageChoiceAnswerSchema = v.looseObject({ items: v.array(languageChoiceItemSchema) })

export type LanguageChoiceItem = v.InferOutput<typeof languageChoiceItemSchema>

/** SPEC 7: GET /ajax/language-choice → items[] of language-choice items. */
export async function getLanguageChoice() {
  const body = await call('get', '/ajax/language-choice', languageChoiceAnswerSchema)
  return body.items
}

/**
 * SPEC 7: GET /currency/set/{currencyId}; its answer is "not shown". A legacy route may answer
 * with a page rather than JSON: any successful answer counts.
 */
export async function getCurrencySet(currencyId: number): Promise<void> {
  try {
    await call('get', `/currency/set/${currencyId}`, v.unknown())
  } catch (error) {
    if (isApiError(error) && error.kind === 'invalid' && error.status < 400) return
    throw error
  }
}
