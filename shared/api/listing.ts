import { listingAnswerSchema } from '../schemas/listing'
import { call } from './client'

/**
 * SPEC 7: POST {category url}{params}?{query}, the listing's page for that address (the filter
 * params travel in the address). A newer request aborts the older through `signal`.
 */
export const postListing = (address: string, signal: AbortSignal) => call('post', address, listingAnswerSchema, undefined, signal)
