import { island } from '../../shared/runtime/island'
import { Listing } from './listing'
import { parseListingProps } from './props'

export const mount = island(Listing, parseListingProps)
