import { postSummary } from '../../../shared/api/checkout'
import { ApiError } from '../../../shared/api/errors'
import type { CheckoutForms, DeliveryCost, OrderPayload, SummaryAnswer, WallMethod } from '../../../shared/schemas/checkout'
import { $basket, setBasket } from '../../../shared/stores/basket'
import { applyBasketAnswer, handleBasketFailure } from '../../../shared/stores/basket-answers'
import { accountCreateChosen } from '../../../shared/stores/login'
import { notifyResult } from '../../../shared/stores/notifications'
import { checkedChoiceOf, rememberCheckoutState } from '../checkout-data'
import { glide } from './glide'
import {
  type AddressChoice,
  addressChoice,
  type Choice,
  chosenOption,
  formsInPlay,
  formsVisible,
  problemsOf,
  type StepContext,
  wallOf,
} from './rules'

// SPEC 4 and 5: Continue checks the step, then asks the server (POST /ajax/basket/summary); the
// summary step follows, or the server's errors show where they belong. This code, the order
// payload (SPEC 3) and the scroll to a problem load on the first press of Continue (effects.ts),
// not with the step (the step's byte budget, test/budgets.ts).

/** SPEC 4 Continue, once the forms engine is here when the forms show (effects.ts). */
export async function proceed(step: StepContext): Promise<void> {
  const { state, dispatch } = step
  const current = state()
  if (current.sending || current.status !== 'ready') return
  // SPEC 3 account_create: the guest's choice at the checkout login.
  const inPlay = formsInPlay(current, accountCreateChosen(), current.forms)
  const problems = problemsOf(current)
  // Every form shows its problems at once (no short-circuit), then one scroll to the first.
  const formsOk = formsVisible(current.choice, current.options) ? inPlay.map((name) => current.forms[name]?.validate() ?? true) : []
  if (problems.length || formsOk.includes(false)) {
    dispatch({ type: 'checked', problems: formsOk.includes(false) ? [...problems, 'forms'] : problems })
    return
  }
  const payload = orderPayload({
    choice: current.choice,
    options: current.options,
    walls: current.parts.payment_methods,
    products: $basket.get().products.map((product) => ({ id: product.id, quantity: product.quantity })),
    countryId: current.countries.selected,
    accountCreate: accountCreateChosen(),
    addresses: addressChoice(current),
    values: Object.fromEntries(inPlay.map((name) => [name, current.forms[name]?.values() ?? {}])),
  })
  if (!payload) return
  dispatch({ type: 'send' })
  try {
    const answer = await postSummary(payload)
    // SPEC 8: a redirect flag wins, on success too: the basket is replaced, a 10 s warning, and away.
    if (answer.redirect) {
      applyBasketAnswer({ basket: answer.basket ?? $basket.get(), redirect: answer.redirect, message: answer.message })
      return
    }
    if (answer.status) {
      if (answer.basket) setBasket(answer.basket)
      if (answer.newsletterMessage) notifyResult(answer.newsletterMessage, true)
      const option = chosenOption(current.choice, current.options)
      // The summary step shows (and orders) the whole checked choice, without a reload.
      if (option) {
        const bank = wallOf(option, current.parts.payment_methods).find((item) => item.id === current.choice.bankId) ?? null
        rememberCheckoutState(checkedChoiceOf({ payload, option, point: current.choice.point, bank, saved: addressChoice(current).saved }))
      }
      step.onSummary()
      return
    }
    if (answer.errors?.basket?.products !== undefined || answer.errors?.basket?.total !== undefined) {
      // SPEC 8: errors.basket.products (and SPEC 5 .total) refresh the basket and go to it (the basket policy).
      await handleBasketFailure(new ApiError(answer.message || 'The order cannot be checked.', 'rejected', answer))
      return
    }
    showServerErrors(step, answer)
    if (answer.message) notifyResult(answer.message, false)
  } catch (error) {
    // Nothing typed or chosen is lost; the notice says what happened (SPEC 8).
    await handleBasketFailure(error)
  } finally {
    dispatch({ type: 'sent' })
  }
}

/** SPEC 5 server validation errors: errors.forms replace the definitions, error_fields mark fields. */
function showServerErrors({ state, dispatch }: StepContext, answer: SummaryAnswer): void {
  dispatch({ type: 'definitions', forms: answer.errors?.forms })
  for (const store of Object.values(state().forms)) store?.showErrors(answer.error_fields)
  dispatch({ type: 'serverErrors' })
}

export interface PayloadInput {
  choice: Choice
  options: readonly DeliveryCost[]
  walls: Readonly<Record<string, readonly WallMethod[]>>
  products: readonly { id: number; quantity: number }[]
  countryId: number | null
  accountCreate: boolean
  addresses: AddressChoice
  /** The values of each form that is on the step (a saved address sends no delivery form). */
  values: Partial<Record<keyof CheckoutForms, Record<string, string>>>
}

/** SPEC 3 Order payload; invoice fields only when an invoice is wanted. Null until a payment is chosen. */
export function orderPayload(input: PayloadInput): OrderPayload | null {
  const option = chosenOption(input.choice, input.options)
  if (!option) return null
  const bank = wallOf(option, input.walls).find((candidate) => candidate.id === input.choice.bankId) ?? null
  const payload: OrderPayload = {
    account_create: input.accountCreate,
    products: input.products.map(({ id, quantity }) => ({ id, quantity })),
    payment: option.delivery_cost_id,
    paymentGatewayID: bank?.gatewayID ?? null,
    paymentBankID: bank?.id ?? null,
    point: option.is_map ? (input.choice.point?.i ?? null) : null,
    country: input.countryId,
    addressIndex: { delivery: input.addresses.index.delivery, invoice: input.addresses.wantInvoice ? input.addresses.index.invoice : null },
    wantInvoice: input.addresses.wantInvoice,
    delivery: input.values.delivery ?? {},
    consents: input.values.consents ?? {},
  }
  if (input.accountCreate && input.values.consentsWithRegistration) payload.consentsWithRegistration = input.values.consentsWithRegistration
  if (input.addresses.wantInvoice) payload.invoice = input.values.invoice ?? {}
  return payload
}

// SPEC 4 / 9: the step's scroll to its first problem. After a step check: 1 s later (the step's
// timer, delivery-step.tsx), 80 px above it, at once; after the server's errors: 200 ms later,
// 150 px above, in a 300 ms glide (glide.ts; at once with reduced motion). The problem's field (or its
// section's first one) takes the focus. Only Continue asks for a scroll, so this is Continue's code.

/** The first problem in the step, in page order: a section with a problem or a field marked invalid, else an empty required field. */
export function firstProblem(root: HTMLElement): HTMLElement | undefined {
  return (
    root.querySelector<HTMLElement>('[data-problem], [aria-invalid="true"]') ??
    [...root.querySelectorAll<HTMLInputElement>('[required]')].find((element) => !element.value)
  )
}

/** The field to focus for a problem: itself, or the first field inside it. */
const fieldOf = (target: HTMLElement) =>
  target.matches('input, select, textarea, button') ? target : target.querySelector<HTMLElement>('input, select, button')

/** Scrolls to the first problem inside `root`, if any, and focuses its field. */
export function scrollToProblem(root: HTMLElement, kind: 'step' | 'api'): void {
  const target = firstProblem(root)
  if (!target) return
  const step = kind === 'step'
  const top = target.getBoundingClientRect().top + window.scrollY - (step ? 80 : 150)
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  if (reduced || step) window.scrollTo(0, top)
  else glide(top)
  fieldOf(target)?.focus({ preventScroll: true })
}
