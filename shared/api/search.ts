import { searchHintsSchema } from '../schemas/listing'
import { call } from './client'
import { queryOf, request, words } from './encode'

/** SPEC 7: GET /search/hints with the phrase; a newer phrase aborts the older call through `signal`. */
export const hintsQuery = request({ phrase: words() })
export const getSearchHints = (phrase: string, signal: AbortSignal) =>
  call('get', `/search/hints${queryOf(hintsQuery, { phrase })}`, searchHintsSchema, undefined, signal)
