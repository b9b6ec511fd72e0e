import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { readPart } from './shop-data'

// Its own module, not in the config schema: only the card flows read it, and the config is parsed
// on every page (the every-page shell's byte budget).

/**
 * config.paymentGateways: the card gateways' origins, as the browser writes an origin
 * (`https://pay.example`, lower case, no default port); ARCHITECTURE "The boundary", the one
 * other site a navigation may go to. Only https origins count; any other entry is dropped.
 */
const paymentGatewaysSchema = v.optional(
  v.pipe(
    v.array(text),
    v.transform((list) => list.filter((origin) => /^https:\/\/[a-z\d.-]+(:\d+)?$/.test(origin))),
  ),
  [],
)

/** The card gateways' origins the page's config lists ([] when none). */
export const readPaymentGateways = (): string[] => readPart(['config', 'paymentGateways'], paymentGatewaysSchema, [])
