import { postAddress } from '../../../shared/api/checkout'
import { createFormStore } from '../../../shared/forms/form-store'
import type { Form } from '../../../shared/schemas/form'
import { setBasket } from '../../../shared/stores/basket'
import { notifyResult } from '../../../shared/stores/notifications'
import { notifyFailure } from '../../../shared/stores/notify-failure'
import type { AddressKind, DeliveryState, StepContext } from './rules'

// The forms engine of the step (the form stores and their view) and what only the forms need:
// making a store per form, and saving a new address from its form. It loads when the forms are
// first near (effects.ts): a delivery chosen, or one restored after a reload. /basket/delivery
// loads at most 32 KB of JS gzip until the point picker opens (test/e2e/checkout-delivery.spec.ts),
// and a point delivery shows no form before its point is picked.
export { ServerForm } from '../../../shared/forms/server-form'
// The checkout login's account choice: only the forms (the account terms) and Continue read it, so
// it comes with them, not with the step (the login store is not on the page before).
export { accountCreateChosen } from '../../../shared/stores/login'
// The forms' sections, drawn with the engine (delivery-step.tsx).
export { FormsSections } from './address-section'

const isPassword = (form: Form, name: string) =>
  form.fields.some((field) => field.name === name && (field.fieldType === 'password' || field.type === 'password'))

/** A store per new definition (since `before`); what the shopper typed stays, passwords are never kept. */
export function buildForms(step: StepContext, before: DeliveryState): void {
  const { definitions, forms } = step.state()
  const names = (Object.keys(definitions) as (keyof typeof definitions)[]).filter(
    (name) => !forms[name] || definitions[name] !== before.definitions[name],
  )
  if (!names.length) return
  const next = { ...forms }
  for (const name of names) {
    const form = definitions[name]
    if (!form) continue
    next[name] = createFormStore(form, {
      values: { ...step.typed[name], ...forms[name]?.$form.get().values },
      onChange: (values) => {
        step.typed[name] = Object.fromEntries(Object.entries(values).filter(([field]) => !isPassword(form, field)))
        step.keep()
      },
    })
  }
  step.dispatch({ type: 'forms', forms: next })
}

/** A logged-in shopper saves a new address (POST /ajax/basket/address/form); it becomes the chosen one. */
export async function saveAddress({ state, dispatch }: StepContext, kind: AddressKind): Promise<void> {
  const store = state().forms[kind]
  if (!store?.validate()) return
  try {
    const answer = await postAddress(store.values())
    if (!answer.status) {
      store.showErrors(answer.error_fields)
      if (answer.message) notifyResult(answer.message, false)
      return
    }
    if (answer.basket) setBasket(answer.basket)
    dispatch({ type: 'addressSaved', kind, basket: answer.basket })
    if (answer.message) notifyResult(answer.message, true)
  } catch (error) {
    notifyFailure(error)
  }
}
