import { propsParser } from '../../shared/runtime/props'
import { numeric } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

export const parseCupboardButtonProps = propsParser(
  v.looseObject({
    productId: numeric,
    /** The chosen size on a product page; the server picks one on tiles. */
    variantId: v.optional(numeric),
  }),
)
export type CupboardButtonProps = ReturnType<typeof parseCupboardButtonProps>
