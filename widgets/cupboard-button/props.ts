import { propsParser } from '../../shared/runtime/props'
import { flag, numeric } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

export const parseCupboardButtonProps = propsParser(
  v.looseObject({
    productId: numeric,
    /** The chosen size on a product page; the server picks one on tiles. */
    variantId: v.optional(numeric),
    /** The heart with its words beside it ("Zapisz w szafie"), where there is room: a product page. */
    labelled: flag,
  }),
)
export type CupboardButtonProps = ReturnType<typeof parseCupboardButtonProps>
