import type { Field, Form } from '../schemas/form'
import type { DependentAnswer, SubmitAnswer } from '../schemas/form-answers'
import { follow } from '../stores/follow'
import { notifyResult } from '../stores/notifications'
import type { FormState } from './form-store'
import { isInert } from './rules'

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

/**
 * A successful answer (SPEC 4 Forms): the fields clear with clearAfter (password fields always),
 * the success view shows with hideOnSuccess, return_pdf and return_code are kept; a green notice
 * says the answer's message (SPEC 8) unless the success view does, and a redirect is followed.
 */
export function succeed(form: Form, state: FormState, answer: SubmitAnswer, patch: (change: Partial<FormState>) => void): void {
  const cleared = Object.fromEntries(
    state.fields.map((field) => {
      // SPEC 4: with clearAfter the fields clear; password fields always do.
      const clear = form.info.clearAfter || field.fieldType === 'password' || field.type === 'password'
      return [field.name, clear && !isInert(field) ? '' : (state.values[field.name] ?? '')]
    }),
  )
  const hide = (form.info.hideOnSuccess || answer.hide_form_on_success) ?? false
  patch({
    values: cleared,
    files: form.info.clearAfter ? {} : state.files,
    sending: false,
    returned: { pdf: answer.return_pdf, code: answer.return_code },
    done: hide
      ? { message: answer.message || form.info.message || 'Message Sent', sendAgain: form.info.sendAgain && !answer.hide_form_send_again }
      : null,
  })
  // SPEC 8: a success shows a green notice for 5 s (the success view says it already when shown).
  if (!hide && answer.message) notifyResult(answer.message, true)
  if (answer.redirect) follow(answer.redirect, `${form.name} redirect`)
}
