import { propsParser } from '../../shared/runtime/props'
import * as v from '../../shared/schemas/kit'

// The contract's words for these (npm run contract); production builds drop the statements.
const partSchema = v.custom<'buy' | 'gallery'>((input) => input === 'buy' || input === 'gallery', "expected 'buy' or 'gallery'")
if (process.env.NODE_ENV !== 'production') v.describe(partSchema, () => ({ enum: ['buy', 'gallery'] }))

export const parseProductProps = propsParser(
  v.looseObject({
    /** Which part of the product page this mount point is: the buy box (default) or the gallery. */
    part: v.optional(partSchema, 'buy'),
  }),
)
export type ProductProps = ReturnType<typeof parseProductProps>
