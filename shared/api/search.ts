import { searchHintsSchema } from '../schemas/listing'
import { call } from './client'
import { declare, queryOf, request, words } from './encode'

/** SPEC 7: GET /search/hints with the phrase; a newer phrase aborts the older call through `signal`. */
const hintsQueryFields = () => ({ phrase: words() })
export const hintsQuery = /* @__PURE__ */ request<typeof hintsQueryFields>()
if (process.env.NODE_ENV !== 'production') declare(hintsQuery, hintsQueryFields)
export const getSearchHints = (phrase: string, signal: AbortSignal) =>
  call('get', `/search/hints${queryOf(hintsQuery, { phrase })}`, searchHintsSchema, undefined, signal)
