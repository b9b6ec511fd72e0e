import { atom, type WritableAtom } from 'nanostores'
import { lazyModule } from '../../../shared/browser/lazy-module'
import type { FormStore } from '../../../shared/forms/form-store'
import type { CheckoutFormName, CheckoutForms } from '../../../shared/schemas/checkout'
import type { Form } from '../../../shared/schemas/form'
import { addressChoice, type ProblemState } from './problems'
import type { SavedInput } from './saved-input'

// The delivery step's forms (SPEC 4 Checkout, 5): their definitions from the server, the forms
// engine loaded when the forms are first near, and a store per form that keeps what was typed.

export type FormEngine = typeof import('./form-engine')

const formNames: CheckoutFormName[] = ['delivery', 'invoice', 'consents', 'consentsWithRegistration']

const isPassword = (form: Form, name: string) =>
  form.fields.some((field) => field.name === name && (field.fieldType === 'password' || field.type === 'password'))

interface StepFormsOptions {
  /** What the shopper typed per form (kept for the tab): updated as they type, never a password. */
  typed: SavedInput['values']
  /** Called after each change of `typed`. */
  persist(): void
  /** Whether the engine failed to load (offline): the step offers a retry. */
  engineFailed(failed: boolean): void
}

/** The forms of one mount of the step. */
export function createStepForms({ typed, persist, engineFailed }: StepFormsOptions) {
  const $forms: WritableAtom<Partial<Record<CheckoutFormName, FormStore>>> = atom({})
  /** The forms engine once loaded; until then the definitions wait in `definitions`. */
  const $engine = atom<FormEngine | null>(null)
  const definitions: Partial<Record<CheckoutFormName, Form>> = {}

  /** Keeps the definitions; their stores are made at once when the engine is here, else when it comes. */
  function setForms(forms: Partial<CheckoutForms> | undefined): void {
    if (!forms) return
    const names = formNames.filter((name) => forms[name])
    for (const name of names) definitions[name] = forms[name] as Form
    buildForms(names)
  }

  /** A store per (new) definition; what the shopper typed stays, passwords are never kept. */
  function buildForms(names: CheckoutFormName[]): void {
    const engine = $engine.get()
    if (!engine || !names.length) return
    const next = { ...$forms.get() }
    for (const name of names) {
      const form = definitions[name]
      if (!form) continue
      next[name] = engine.createFormStore(form, {
        values: { ...typed[name], ...next[name]?.$form.get().values },
        onChange: (values) => {
          typed[name] = Object.fromEntries(Object.entries(values).filter(([field]) => !isPassword(form, field)))
          persist()
        },
      })
    }
    $forms.set(next)
  }

  const engine = lazyModule(() =>
    import('./form-engine').then(({ createFormStore, ServerForm, accountCreateChosen }) => {
      const loaded = { createFormStore, ServerForm, accountCreateChosen }
      $engine.set(loaded)
      buildForms(formNames)
      engineFailed(false)
      return loaded
    }),
  )
  /** Loads the forms engine once; null when it could not come (offline), and the next call tries again. */
  const loadFormEngine = (): Promise<FormEngine | null> =>
    engine().catch(() => {
      engineFailed(true)
      return null
    })

  return { $forms, $engine, setForms, loadFormEngine }
}

export type StepForms = ReturnType<typeof createStepForms>

/**
 * The forms the step checks and sends, of those the server gave: the consents always, an address
 * form only when that address is typed, not picked, and the registration consents when the
 * shopper chose to create an account.
 */
export function formsInPlay(
  state: ProblemState,
  accountCreate: boolean,
  given: Partial<Record<CheckoutFormName, unknown>>,
): CheckoutFormName[] {
  const addresses = addressChoice(state)
  const names: CheckoutFormName[] = ['consents']
  if (!addresses.saved.delivery.length) names.push('delivery')
  if (state.wantInvoice && !addresses.saved.invoice.length) names.push('invoice')
  if (accountCreate) names.push('consentsWithRegistration')
  return names.filter((name) => given[name])
}
