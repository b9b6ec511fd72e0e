import * as v from 'valibot'
import { propsParser } from '../../shared/runtime/props'

export const parseLanguagePickerProps = propsParser(
  v.looseObject({
    /** The header trigger shows language and currency; the basket's also the delivery country. */
    trigger: v.optional(v.picklist(['header', 'basket']), 'header'),
  }),
)
export type LanguagePickerProps = ReturnType<typeof parseLanguagePickerProps>
