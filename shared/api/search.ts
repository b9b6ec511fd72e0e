import { searchHintsSchema } from '../schemas/listing'
import { call } from './client'
import type { hintsQueryFields } from './sent'
import { query, type Sent } from './wire'

export const getSearchHints = (phrase: string, signal: AbortSignal) =>
  call('get', `/search/hints${query({ phrase } satisfies Sent<typeof hintsQueryFields>)}`, searchHintsSchema, undefined, signal)
