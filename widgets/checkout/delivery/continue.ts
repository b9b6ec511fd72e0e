import { postSummary } from '../../../shared/api/checkout'
import { ApiError } from '../../../shared/api/errors'
import type { SummaryAnswer } from '../../../shared/schemas/checkout'
import { $basket, setBasket } from '../../../shared/stores/basket'
import { applyBasketAnswer, handleBasketFailure } from '../../../shared/stores/basket-answers'
import { accountCreateChosen } from '../../../shared/stores/login'
import { notifyResult } from '../../../shared/stores/notifications'
import { notifyFailure } from '../../../shared/stores/notify-failure'
import { checkedChoiceOf, rememberCheckoutState } from '../checkout-data'
import { orderPayload } from './payload'
import { addressChoice, problemsOf } from './problems'
import { chosenOption, formsVisible, wallOf } from './rules'
import { scrollToProblem } from './scroll-to-problem'
import { formsInPlay } from './step-forms'
import type { StepContext } from './step-state'

// SPEC 4 and 5: Continue checks the step, then asks the server (POST /ajax/basket/summary); the
// summary step follows, or the server's errors show where they belong.

export function createContinue(step: StepContext, onSummary: () => void) {
  // SPEC 3 account_create: the guest's choice at the checkout login.
  const accountCreate = accountCreateChosen()
  const { state, patch, forms } = step
  const inPlay = (current = state()) => formsInPlay(current, accountCreate, forms.$forms.get())

  /** SPEC 5 server validation errors: errors.forms replace the definitions, error_fields mark fields. */
  function showServerErrors(answer: SummaryAnswer): void {
    forms.setForms(answer.errors?.forms)
    for (const store of Object.values(forms.$forms.get())) store?.showErrors(answer.error_fields)
    patch({ scroll: { kind: 'api', request: state().scroll.request + 1 } })
  }

  async function proceed(): Promise<void> {
    const current = state()
    if (current.sending || current.status !== 'ready') return
    const problems = problemsOf(current)
    const visible = formsVisible(current.choice, current.options)
    // The forms are on screen but their engine is not (it failed offline): nothing goes unchecked.
    if (visible && !forms.$engine.get() && !(await forms.loadFormEngine())) {
      notifyFailure(new ApiError('Network Error', 'network'))
      return
    }
    // Every form shows its problems at once (no short-circuit), then one scroll to the first.
    const formsOk = visible ? inPlay(current).map((name) => forms.$forms.get()[name]?.validate() ?? true) : []
    if (problems.length || formsOk.includes(false)) {
      patch({
        submitted: true,
        // Said once for all the forms, after what is missing (a change of choice recounts them).
        problems: formsOk.includes(false) ? [...problems, 'forms'] : problems,
        scroll: { kind: 'step', request: current.scroll.request + 1 },
      })
      return
    }
    const values = Object.fromEntries(inPlay(current).map((name) => [name, forms.$forms.get()[name]?.values() ?? {}]))
    const payload = orderPayload({
      choice: current.choice,
      options: current.options,
      walls: current.parts.payment_methods,
      products: $basket.get().products.map((product) => ({ id: product.id, quantity: product.quantity })),
      countryId: current.countries.selected,
      accountCreate,
      addresses: addressChoice(current),
      values,
    })
    if (!payload) return
    patch({ submitted: true, problems: [], sending: true })
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
          rememberCheckoutState(
            checkedChoiceOf({ payload, option, point: current.choice.point, bank, saved: addressChoice(current).saved }),
          )
        }
        onSummary()
        return
      }
      if (answer.errors?.basket?.products !== undefined || answer.errors?.basket?.total !== undefined) {
        // SPEC 8: errors.basket.products (and SPEC 5 .total) refresh the basket and go to it (the basket policy).
        await handleBasketFailure(new ApiError(answer.message || 'The order cannot be checked.', 'rejected', answer))
        return
      }
      showServerErrors(answer)
      if (answer.message) notifyResult(answer.message, false)
    } catch (error) {
      // Nothing typed or chosen is lost; the notice says what happened (SPEC 8).
      await handleBasketFailure(error)
    } finally {
      patch({ sending: false })
    }
  }

  return { proceed, formsInPlay: inPlay, scrollToProblem }
}
