import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { useStore } from '../hooks/use-store'
import { useT } from '../i18n/t'
import { FieldView } from './field-view'
import type { FormStore } from './form-store'
import { visibleNames } from './rules'
import './forms.css'

/** SPEC 4: scrolls to the first invalid or empty required field, 80 px above it, after 1 s. */
const SCROLL_DELAY_MS = 1000
const SCROLL_OFFSET_PX = 80

function scrollToFirstProblem(form: HTMLFormElement): void {
  const target =
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    [...form.querySelectorAll<HTMLInputElement>('[required]')].find((element) => !element.value)
  if (!target) return
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: 'smooth' })
  target.focus({ preventScroll: true })
}

interface ServerFormProps {
  store: FormStore
  className?: string
  /** Shown after the fields (links under a login form, say). */
  children?: ReactNode
  /** A form that is part of a larger one (the checkout's): Enter runs this instead of sending it alone. */
  onSubmit?: () => void
  /** The label of the submit button the engine adds when the server described none (default: formSend). */
  submitLabel?: string
  /**
   * Says "correct the marked fields" above the fields after a submit. A form that is part of a
   * larger one leaves it out: the larger one says it once for all its forms.
   */
  summary?: boolean
}

/** A server-described form (SPEC 3 Form), rendered and submitted by the engine. */
export function ServerForm({ store, className, children, onSubmit, submitLabel, summary = true }: ServerFormProps) {
  const t = useT()
  const state = useStore(store.$form)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!state.scrollRequest) return
    const timer = setTimeout(() => form.current && scrollToFirstProblem(form.current), SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state.scrollRequest])

  if (state.done) {
    return (
      <div className={`sw-form sw-form--done ${className ?? ''}`} role="status">
        <p>{state.done.message}</p>
        {state.done.sendAgain && (
          <button type="button" className="sw-button sw-button--secondary" onClick={store.sendAgain}>
            {t('formSendAgain')}
          </button>
        )}
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (onSubmit) onSubmit()
    else void store.submit()
  }
  const visible = visibleNames(state.fields, state.values)
  const errorCount = Object.keys(state.errors).length
  // SPEC 3 Form: the button is one of the fields, and a server may describe none (a login form
  // described so once had no button, and Enter did nothing, as a form of two fields without a
  // submit button is not sent by Enter). A form of its own gets one; a part of a larger form
  // (onSubmit) is sent by that form's button.
  const ownButton = !onSubmit && !state.fields.some((field) => field.fieldType === 'button')
  return (
    <form ref={form} className={`sw-form ${className ?? ''}`} onSubmit={submit} noValidate aria-busy={state.sending}>
      {/* Announced once per submit: what went wrong, in one sentence; each field says its own. */}
      <p className="sw-form__summary" role="alert">
        {state.formError || (summary && state.submitted && errorCount ? t('formErrorsSummary') : '')}
      </p>
      {state.fields
        .filter((field) => visible.has(field.name) || field.fieldType === 'html' || field.fieldType === 'button')
        .map((field) => (
          <FieldView
            key={field.name}
            field={field}
            value={state.values[field.name] ?? ''}
            error={state.errors[field.name]}
            sending={state.sending}
            store={store}
          />
        ))}
      {ownButton && (
        <button type="submit" className="sw-button" disabled={state.sending}>
          {state.sending ? t('formSending') : (submitLabel ?? t('formSend'))}
        </button>
      )}
      {children}
    </form>
  )
}
