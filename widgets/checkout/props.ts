import { propsParser } from '../../shared/runtime/props'
import { sitePath } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

export const parseCheckoutProps = propsParser(
  v.looseObject({
    /** Where "back to shopping" leads; the shop's home page by default. */
    shoppingUrl: v.optional(sitePath),
  }),
)
export type CheckoutProps = ReturnType<typeof parseCheckoutProps>
