import { flag, text, url } from './common'
import * as v from './kit'

// SPEC 3 Form, as the server describes it; parsed once where it enters (props, call answers).

// An option may carry an image (SPEC 3 Voucher form fields: each discount with its name and image).
export const option = v.looseObject({ value: text, label: text, image: v.optional(url) })

// 'required|max_length[40]' or ['required', 'max_length[40]'] (no union: see schemas/common.ts).
export const rules = v.custom<string | string[]>(
  (input) => typeof input === 'string' || (Array.isArray(input) && input.every((rule) => typeof rule === 'string')),
  'expected rules',
)
if (process.env.NODE_ENV !== 'production')
  v.describe(rules, () => ({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }))

const fieldSchema = v.looseObject({
  name: v.pipe(
    text,
    v.check((name) => name.length > 0, 'a field needs a name'),
  ),
  value: v.optional(text, ''),
  error: v.optional(text, ''),
  fieldType: v.optional(text, 'text'),
  type: v.optional(text, ''),
  label: v.optional(text, ''),
  rules: v.optional(rules, ''),
  hidden: v.optional(flag, false),
  disabled: v.optional(flag, false),
  data: v.optional(v.array(option), []),
  placeholder: v.optional(text, ''),
  listType: v.optional(text, ''),
  html: v.optional(text, ''),
  attributes: v.optional(v.record(v.string(), text), {}),
  ajaxPath: v.optional(text, ''),
  refreshListName: v.optional(text, ''),
  target: v.optional(text, ''),
  when_true: v.optional(v.array(text), []),
  when_false: v.optional(v.array(text), []),
})

export const formSchema = v.looseObject({
  name: text,
  action: text,
  fields: v.array(fieldSchema),
  info: v.optional(
    v.looseObject({
      error: v.optional(text, ''),
      clearAfter: v.optional(flag, false),
      disabled: v.optional(flag, false),
      hideOnSuccess: v.optional(flag, false),
      sendAgain: v.optional(flag, false),
      message: v.optional(text, ''),
    }),
    {},
  ),
})

export type Field = v.InferOutput<typeof fieldSchema>
export type Form = v.InferOutput<typeof formSchema>
