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
export const paymentGatewaysSchema = v.optional(
  v.pipe(
    v.array(text),
    v.transform((list) => list.filter((origin) => /^https:\/\/[a-z\d.-]+(:\d+)?$/.test(origin))),
  ),
  [],
)

// The contract's words (npm run contract): what a backend should send; production builds drop it.
if (process.env.NODE_ENV !== 'production')
  v.describe(paymentGatewaysSchema, () => ({
    type: 'array',
    items: { type: 'string', pattern: '^https://[a-z\\d.-]+(:\\d+)?$' },
    default: [],
    description: 'The card gateways: https origins, lower case, without path or default port. Any other entry is dropped.',
  }))

/** The card gateways' origins the page's config lists ([] when none). */
export const readPaymentGateways = (): string[] => readPart(['config', 'paymentGateways'], paymentGatewaysSchema, [])
