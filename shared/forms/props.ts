import { propsParser } from '../runtime/props'
import { formSchema } from '../schemas/form'
import * as v from '../schemas/kit'

/** Props of an island showing one server form: `{form}` (from a data-widget-props script). */
export const parseFormProps = propsParser(v.looseObject({ form: formSchema }))
export type FormProps = ReturnType<typeof parseFormProps>
