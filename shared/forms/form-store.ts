import { atom } from 'nanostores'
import { failureText } from '../i18n/failure-text'
import { t } from '../i18n/t'
import type { Field, Form } from '../schemas/form'
import type { SubmitAnswer } from '../schemas/form-answers'
import { notifyResult } from '../stores/notifications'
import { notifyFailure } from '../stores/notify-failure'
import { check, isInert, type Problem, visibleNames } from './rules'

export interface FormState {
  fields: Field[]
  values: Record<string, string>
  files: Record<string, File>
  errors: Record<string, string>
  /** SPEC 4: set by the first submit press. */
  submitted: boolean
  sending: boolean
  /** Bumped when the view should scroll to the first problem (SPEC 4: after 1 s, 80 px above). */
  scrollRequest: number
  /** The success view (hideOnSuccess): its message, and whether it offers to send again. */
  done: { message: string; sendAgain: boolean } | null
  formError: string
  /** SPEC 4: return_pdf and return_code are kept for the caller. */
  returned: { pdf: string; code: string }
}

function problemText(field: Field, problem: Problem): string {
  const label = field.label || field.name
  if (problem.kind === 'required') return t('validationFieldRequiredError', { label })
  if (problem.kind === 'min') return t('formMinLength', { label, min: problem.min })
  if (problem.kind === 'max') return t('formMaxLength', { label, max: problem.max })
  return t('formFileTypeError', { types: problem.types.join(', ') })
}

export interface FormOptions {
  /** Runs after a successful answer; return true when it took over (a login that redirects itself). */
  onSuccess?(answer: SubmitAnswer, values: Record<string, string>): boolean | undefined | Promise<boolean | undefined>
  /** Extra fields sent with the form (the checkout login's basket flag). */
  extra?: () => Record<string, string>
  /** Values that win over the form's own (what the shopper typed before a reload or a new definition). */
  values?: Readonly<Record<string, string>>
  /** Hears every typed change (the checkout keeps them for a reload). */
  onChange?(values: Readonly<Record<string, string>>): void
}

/**
 * The calls a form makes (its post, a dependent dropdown's options, and applying those) and what
 * a successful answer changes load when first made (bytes off every page with a form, which the shopper has not sent yet:
 * test/budgets.ts); a failed load is a failure like a failed call: what was typed stays.
 */
const formsApi = () => import('./form-calls')

/** The state and actions of one server-described form (SPEC 3 Form, 4 Forms, 5, 7, 8). */
export function createFormStore(form: Form, options: FormOptions = {}) {
  const initial = (): Record<string, string> =>
    Object.fromEntries(form.fields.map((field) => [field.name, options.values?.[field.name] ?? field.value]))
  const $form = atom<FormState>({
    fields: form.fields,
    values: initial(),
    files: {},
    errors: Object.fromEntries(form.fields.filter((field) => field.error).map((field) => [field.name, field.error])),
    submitted: false,
    sending: false,
    scrollRequest: 0,
    done: null,
    formError: form.info.error ?? '',
    returned: { pdf: '', code: '' },
  })
  const patch = (change: Partial<FormState>) => $form.set({ ...$form.get(), ...change })
  const fieldOf = (name: string) => $form.get().fields.find((field) => field.name === name)
  const withoutError = (name: string) => {
    const { [name]: _, ...rest } = $form.get().errors
    return rest
  }

  /** SPEC 4: a field's error clears when it changes; a field with ajaxPath refreshes its dependants. */
  async function change(name: string, value: string): Promise<void> {
    patch({ values: { ...$form.get().values, [name]: value }, errors: withoutError(name) })
    options.onChange?.($form.get().values)
    const field = fieldOf(name)
    if (!field?.ajaxPath || !value) return
    try {
      const calls = await formsApi()
      const answer = await calls.getDependent(field.ajaxPath, value)
      if ($form.get().values[name] !== value) return // the shopper changed it again meanwhile
      patch(calls.applyDependent($form.get().fields, $form.get().values, field, answer))
    } catch (error) {
      notifyFailure(error)
    }
  }

  function pickFile(name: string, file: File | null): void {
    const files = { ...$form.get().files }
    if (file) files[name] = file
    else delete files[name]
    const field = fieldOf(name)
    const problem = field && file ? check(field, '', file.name) : null
    patch({ files, errors: problem && field ? { ...withoutError(name), [name]: problemText(field, problem) } : withoutError(name) })
  }

  /** SPEC 5: on blur an empty required field (or one breaking a rule) shows its message. */
  function blur(name: string): void {
    const field = fieldOf(name)
    if (!field || isInert(field)) return
    const problem = check(field, $form.get().values[name] ?? '', $form.get().files[name]?.name)
    if (problem) patch({ errors: { ...$form.get().errors, [name]: problemText(field, problem) } })
  }

  function problems(): Record<string, string> {
    const { fields, values, files } = $form.get()
    const visible = visibleNames(fields, values)
    const found: Record<string, string> = {}
    for (const field of fields) {
      if (!visible.has(field.name) || isInert(field) || field.disabled) continue
      const problem = check(field, values[field.name] ?? '', files[field.name]?.name)
      if (problem) found[field.name] = problemText(field, problem)
    }
    return found
  }

  function sentValues(): Record<string, string> {
    const { fields, values } = $form.get()
    const visible = visibleNames(fields, values)
    const sent: Record<string, string> = {}
    for (const field of fields) {
      if (
        field.fieldType === 'hidden' ||
        (visible.has(field.name) && !['html', 'button', 'file'].includes(field.fieldType) && !field.disabled)
      ) {
        sent[field.name] = values[field.name] ?? ''
      }
    }
    return { ...sent, ...options.extra?.() }
  }

  /** SPEC 4: disabled while sending; the answer's error_fields go to their fields; nothing typed is lost. */
  async function submit(): Promise<void> {
    if ($form.get().sending || form.info.disabled) return
    const found = problems()
    if (Object.keys(found).length) {
      patch({ submitted: true, errors: found, scrollRequest: $form.get().scrollRequest + 1 })
      return
    }
    const values = sentValues()
    patch({ submitted: true, sending: true, formError: '' })
    try {
      const calls = await formsApi()
      const answer = await calls.postForm(form.action, form.name, values, $form.get().files)
      if (answer.status) {
        if (await options.onSuccess?.(answer, $form.get().values)) return
        return calls.succeed(form, $form.get(), answer, patch)
      }
      const fieldErrors = answer.error_fields
      const message = answer.message || (Object.keys(fieldErrors).length ? '' : t('unknownError'))
      patch({
        sending: false,
        errors: { ...$form.get().errors, ...fieldErrors },
        formError: message,
        scrollRequest: $form.get().scrollRequest + 1,
      })
      if (message) notifyResult(message, false)
    } catch (error) {
      // SPEC 8: a failure with no body sets a generic error and an error notice.
      const message = failureText(error)
      patch({ sending: false, formError: message })
      notifyResult(message, false)
    }
  }

  /** The success view's "send again": the form comes back (SPEC 4). */
  const sendAgain = () => patch({ done: null, submitted: false })

  /**
   * For a form sent as part of a larger one (the checkout's): marks it submitted and shows every
   * problem, without scrolling (the caller scrolls once for all its forms). True when none.
   */
  function validate(): boolean {
    const found = problems()
    patch({ submitted: true, errors: found })
    return Object.keys(found).length === 0
  }

  /** Errors the server gave, on the fields of this form that it names (SPEC 5 error_fields). */
  function showErrors(errors: Readonly<Record<string, string>>): void {
    const own = Object.entries(errors).filter(([name]) => fieldOf(name))
    if (own.length) patch({ errors: { ...$form.get().errors, ...Object.fromEntries(own) } })
  }

  return { $form, change, pickFile, blur, submit, sendAgain, validate, showErrors, values: sentValues }
}

export type FormStore = ReturnType<typeof createFormStore>
