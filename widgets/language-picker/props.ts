import { propsParser } from '../../shared/runtime/props'
import * as v from '../../shared/schemas/kit'

// The contract's words for these (npm run contract); production builds drop the statements.
const triggerSchema = v.custom<'header' | 'basket'>((input) => input === 'header' || input === 'basket', "expected 'header' or 'basket'")
if (process.env.NODE_ENV !== 'production') v.describe(triggerSchema, () => ({ enum: ['header', 'basket'] }))

export const parseLanguagePickerProps = propsParser(
  v.looseObject({
    /** The header trigger shows language and currency; the basket's also the delivery country. */
    trigger: v.optional(triggerSchema, 'header'),
  }),
)
export type LanguagePickerProps = ReturnType<typeof parseLanguagePickerProps>
