import { flag, numeric, text } from './common'
import * as v from './kit'

/**
 * SPEC 3: the summary of the shopper's cupboards, which every cupboard answer carries and
 * window.shopData.cupboards seeds. Apart from the calls (shared/api/cupboard.ts), so a page's save
 * buttons read it without loading the calls before the first tap.
 */
export const cupboardSummarySchema = v.looseObject({
  enabled: v.optional(flag, true),
  list: v.array(v.looseObject({ cupboardId: numeric, cupboardName: text, isDefault: flag, count: v.optional(numeric, 0) })),
  saved: v.optional(v.record(v.string(), v.array(numeric)), {}),
})
export type CupboardSummary = v.InferOutput<typeof cupboardSummarySchema>
