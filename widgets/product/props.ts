import { propsParser } from '../../shared/runtime/props'
import * as v from '../../shared/schemas/kit'

export const parseProductProps = propsParser(
  v.looseObject({
    /** Which part of the product page this mount point is: the buy box (default) or the gallery. */
    part: v.optional(
      v.custom<'buy' | 'gallery'>((input) => input === 'buy' || input === 'gallery', "expected 'buy' or 'gallery'"),
      'buy',
    ),
  }),
)
export type ProductProps = ReturnType<typeof parseProductProps>
