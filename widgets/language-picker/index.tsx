import { island } from '../../shared/runtime/island'
import { LanguagePicker } from './language-picker'
import { parseLanguagePickerProps } from './props'

export const mount = island(LanguagePicker, parseLanguagePickerProps)
