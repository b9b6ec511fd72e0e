import { flag, text } from './common'
import { option, rules } from './form'
import * as v from './kit'

// What a form's calls answer, apart from the form itself: only the calls use them, and they load
// when a form is first sent (shared/forms/form-store.ts).

// SPEC 7: what posting a form answers.
export const submitAnswerSchema = v.looseObject({
  status: v.optional(flag, false),
  message: v.optional(text, ''),
  error_fields: v.optional(v.record(v.string(), text), {}),
  redirect: v.optional(text, ''),
  return_pdf: v.optional(text, ''),
  return_code: v.optional(text, ''),
  hide_form_on_success: v.optional(flag, false),
  hide_form_send_again: v.optional(flag, false),
})

// SPEC 7: GET /{ajaxPath}/{value}. frontRules: the field's rules from now on (as a form field's `rules`).
const listUpdate = v.looseObject({
  data: v.optional(v.array(option)),
  hidden: v.optional(flag),
  disabled: v.optional(flag),
  frontRules: v.optional(rules),
})
export const dependentAnswerSchema = v.looseObject({
  fields: v.optional(v.record(v.string(), listUpdate)),
  data: v.optional(v.array(option)),
  hidden: v.optional(flag),
  disabled: v.optional(flag),
  frontRules: v.optional(rules),
})

export type SubmitAnswer = v.InferOutput<typeof submitAnswerSchema>
export type DependentAnswer = v.InferOutput<typeof dependentAnswerSchema>
