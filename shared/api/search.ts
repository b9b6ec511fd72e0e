import { searchHintsSchema } from '../schemas/listing'
import { call } from './client'

/** SPEC 7: GET /search/hints with the phrase; a newer phrase aborts the older call through `signal`. */
export const getSearchHints = (phrase: string, signal: AbortSignal) =>
  call('get', `/search/hints?phrase=${encodeURIComponent(phrase)}`, searchHintsSchema, undefined, signal)
