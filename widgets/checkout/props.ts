import * as v from 'valibot'
import { propsParser } from '../../shared/runtime/props'

export const parseCheckoutProps = propsParser(
  v.looseObject({
    /** Where "back to shopping" leads; the shop's home page by default. */
    shoppingUrl: v.optional(v.pipe(v.string(), v.check((url) => url.startsWith('/'), 'expected a path starting with /'))),
  }),
)
export type CheckoutProps = ReturnType<typeof parseCheckoutProps>
