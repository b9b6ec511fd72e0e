import { propsParser } from '../../shared/runtime/props'
import { sitePath } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

/** The search page of the page's language (/search, /en/search) and the phrase it was opened with. */
export const parseSearchHintsProps = propsParser(v.looseObject({ action: sitePath, phrase: v.optional(v.string(), '') }))
export type SearchHintsProps = ReturnType<typeof parseSearchHintsProps> & { typed?: string }
