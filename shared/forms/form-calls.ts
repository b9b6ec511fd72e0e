import type { Field } from '../schemas/form'
import type { DependentAnswer } from '../schemas/form-answers'

// What a form does with the server beyond its first draw, loaded with its first call (form-store.ts).

export { getDependent, postForm } from '../api/forms'

/**
 * SPEC 7 GET /{ajaxPath}/{value}: each field the answer names takes its new options, hidden and
 * disabled flags and its frontRules (the rules the page checks, SPEC 5: a region that becomes
 * required once a country has regions).
 */
export function applyDependent(fields: Field[], values: Record<string, string>, source: Field, answer: DependentAnswer) {
  const updates = answer.fields ?? (source.refreshListName ? { [source.refreshListName]: answer } : {})
  const nextValues = { ...values }
  const nextFields = fields.map((field) => {
    const update = updates[field.name]
    if (!update) return field
    const next: Field = {
      ...field,
      data: update.data ?? field.data,
      hidden: update.hidden ?? field.hidden,
      disabled: update.disabled ?? field.disabled,
      rules: update.frontRules ?? field.rules,
    }
    // A choice the new list no longer offers is cleared, not sent by mistake.
    if (update.data && !update.data.some((option) => option.value === nextValues[field.name])) nextValues[field.name] = ''
    return next
  })
  return { fields: nextFields, values: nextValues }
}
