import { propsParser } from '../../shared/runtime/props'
import { text, url } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

// The contract's words for these (npm run contract); production builds drop the statements.
const kindSchema = v.custom<'card' | 'blik'>((input) => input === 'card' || input === 'blik', "expected 'card' or 'blik'")
if (process.env.NODE_ENV !== 'production') v.describe(kindSchema, () => ({ enum: ['card', 'blik'] }))

export const parseOrderPaymentProps = propsParser(
  v.looseObject({
    /** The shop's order number (POST /{lang}/order/refresh/{orderId}). */
    orderId: v.pipe(text, v.nonEmpty('expected an order id')),
    /** The order page's transaction key (where a paid BLIK order comes back to). */
    transactionKey: v.pipe(text, v.nonEmpty('expected a transaction key')),
    /** What can be paid again: an unpaid or declined card order, an unpaid BLIK order. */
    kind: kindSchema,
    /** SPEC 7: the BLIK action URL of the order. */
    blikAction: v.optional(url, ''),
  }),
)
export type OrderPaymentProps = ReturnType<typeof parseOrderPaymentProps>
