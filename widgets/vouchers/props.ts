import { propsParser } from '../../shared/runtime/props'
import { flag, text, url } from '../../shared/schemas/common'
import { formSchema } from '../../shared/schemas/form'
import * as v from '../../shared/schemas/kit'

// The contract's words for these (npm run contract); production builds drop the statements.
const screenSchema = v.custom<'form' | 'confirm'>((input) => input === 'form' || input === 'confirm', "expected 'form' or 'confirm'")
if (process.env.NODE_ENV !== 'production') v.describe(screenSchema, () => ({ enum: ['form', 'confirm'] }))

/**
 * SPEC 2 Vouchers: on /vouchers the request form (`screen: 'form'`); on /vouchers/confirm what
 * was requested, the chosen discount and the voucher state flag that disables ordering.
 */
export const parseVouchersProps = propsParser(
  v.looseObject({
    screen: screenSchema,
    /** The request form (screen 'form'). */
    form: v.optional(formSchema),
    /** What the form sent (screen 'confirm'): posted again with the order (SPEC 7 POST /vouchers/order). */
    values: v.optional(v.record(v.string(), text), {}),
    discount: v.optional(v.looseObject({ name: text, image: v.optional(url, '') }), { name: '', image: '' }),
    /** SPEC 2: the order button is disabled according to the voucher state flag. */
    orderDisabled: v.optional(flag, false),
  }),
)
export type VouchersProps = ReturnType<typeof parseVouchersProps>
