import { propsParser } from '../../shared/runtime/props'
import * as v from '../../shared/schemas/kit'

export const parseLanguagePickerProps = propsParser(
  v.looseObject({
    /** The header trigger shows language and currency; the basket's also the delivery country. */
    trigger: v.optional(
      v.custom<'header' | 'basket'>((input) => input === 'header' || input === 'basket', "expected 'header' or 'basket'"),
      'header',
    ),
  }),
)
export type LanguagePickerProps = ReturnType<typeof parseLanguagePickerProps>
