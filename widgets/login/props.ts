import * as v from 'valibot'
import { formSchema } from '../../shared/forms/schema'
import { flag, text } from '../../shared/schemas/common'
import { propsParser } from '../../shared/runtime/props'

export const parseLoginProps = propsParser(
  v.looseObject({
    form: formSchema,
    /** Started from a basket path: the checkout login (SPEC 2). */
    checkout: v.optional(flag, false),
    /** The remembered target (SPEC 2 Global navigation); else the language home path. */
    to: v.optional(text, ''),
    socials: v.optional(v.array(v.looseObject({ id: text, name: text, url: text })), []),
    registerUrl: v.optional(text, '/access/registration_step1'),
    resetPasswordUrl: v.optional(text, '/access/reset_password'),
  }),
)
export type LoginProps = ReturnType<typeof parseLoginProps>
