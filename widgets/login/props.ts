import { propsParser } from '../../shared/runtime/props'
import { flag, sitePath, text, url } from '../../shared/schemas/common'
import { formSchema } from '../../shared/schemas/form'
import * as v from '../../shared/schemas/kit'

export const parseLoginProps = propsParser(
  v.looseObject({
    form: formSchema,
    /** Started from a basket path: the checkout login (SPEC 2). */
    checkout: v.optional(flag, false),
    /** The remembered target (SPEC 2 Global navigation); else the language home path. */
    to: v.optional(text, ''),
    socials: v.optional(v.array(v.looseObject({ id: text, name: text, url })), []),
    registerUrl: v.optional(sitePath, '/access/registration_step1'),
    resetPasswordUrl: v.optional(sitePath, '/access/reset_password'),
  }),
)
export type LoginProps = ReturnType<typeof parseLoginProps>
