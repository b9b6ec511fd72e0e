import { postCountry, postPayments } from '../../../shared/api/checkout'
import { ApiError } from '../../../shared/api/errors'
import { lazyModule } from '../../../shared/browser/lazy-module'
import type { PaymentsAnswer } from '../../../shared/schemas/checkout'
import { applyBasketAnswer, handleBasketFailure } from '../../../shared/stores/basket-answers'
import { notifyFailure } from '../../../shared/stores/notify-failure'
import { checkoutOptionEvent, chosenOption, type DeliveryState, formsVisible, type StepContext, type StepEvent } from './rules'

// What the delivery step does after a change of its state (store.ts runs it after each
// transition): keeps the input for the tab, loads the forms engine (which makes the forms and
// saves a new address, form-engine.ts), tells analytics, and calls the server (SPEC 4 Checkout,
// 7, 8), whose answers come back as events.

/**
 * The forms engine (form-engine.ts), loaded when the forms are first near: a delivery chosen, or one
 * restored after a reload. A point delivery shows no form before its point is picked, and
 * the step's budget counts what loads until the point picker opens.
 */
const engine = lazyModule(() => import('./form-engine'))
/** SPEC 4 Continue: its check and call (continue.ts) load on the first press (the step's byte budget, test/budgets.ts). */
const continuing = lazyModule(() => import('./continue'))

const networkFailure = () => {
  notifyFailure(new ApiError('Network Error', 'network'))
}

/** The shopper's choices: after them the forms' engine may be wanted, and analytics hears a new option. */
const choices = new Set<StepEvent['type']>(['chooseDelivery', 'choosePayment', 'chooseBank', 'choosePoint'])

/** What follows `event`, which took the step from `before` to `after`. */
export function runEffects(event: StepEvent, before: DeliveryState, after: DeliveryState, step: StepContext): void {
  if (after.choice !== before.choice || after.wantInvoice !== before.wantInvoice || after.index !== before.index) step.keep()
  if (after.engine !== before.engine || after.definitions !== before.definitions) after.engine?.buildForms(step, before)
  if (choices.has(event.type) && after.choice !== before.choice) {
    const { choice, options } = after
    const needsPoint = options.some((option) => option.delivery_id === choice.deliveryId && option.is_map)
    // The forms show once a payment (and point) is chosen: their engine comes with a courier-type
    // delivery, or with the point.
    if (choice.deliveryId !== null && (choice.point || !needsPoint)) void loadEngine(step)
    const option = chosenOption(choice, options)
    // SPEC 7: the checkout-option event once delivery and payment are chosen.
    // Its code loads with the first such choice, not with the step (the step's first visit, test/budgets.ts).
    if (option && option !== chosenOption(before.choice, before.options)) {
      const event = checkoutOptionEvent(option)
      void import('../../../shared/browser/analytics').then((analytics) => analytics.track(event))
    }
  }
  switch (event.type) {
    case 'load':
      return void load(step)
    case 'loaded':
      // The step shows once its forms can: their engine comes first (transitions.ts settled).
      if (after.status === 'loading') void loadEngine(step)
      return
    case 'setCountry':
      if (after.countryPending && !before.countryPending) void setCountry(step, event.id)
      return
    case 'saveAddress':
      return void after.engine?.saveAddress(step, event.kind)
    case 'retryForms':
      return void loadEngine(step)
    case 'continue':
      return void proceed(step)
  }
}

/** Loads the forms engine once; null when it could not come (offline), and the next call tries again. */
function loadEngine({ dispatch }: StepContext) {
  return engine().then(
    (loaded) => {
      dispatch({ type: 'engine', engine: loaded })
      return loaded
    },
    () => {
      dispatch({ type: 'engine', engine: null })
      return null
    },
  )
}

/** SPEC 8: an answer with a redirect flag goes where it says; false when it did. */
function takeAnswer(answer: PaymentsAnswer): boolean {
  applyBasketAnswer(answer)
  return !answer.redirect
}

/** The step's options and forms (POST /ajax/basket/payments). */
async function load(step: StepContext): Promise<void> {
  // A choice kept from before a reload shows the forms at once: their engine loads alongside.
  if (step.state().restored?.choice.deliveryId != null) void loadEngine(step)
  try {
    const answer = await postPayments()
    if (!takeAnswer(answer)) return
    step.dispatch({ type: 'definitions', forms: answer.forms })
    step.dispatch({ type: 'loaded', answer })
  } catch (error) {
    step.dispatch({ type: 'loadFailed' })
    await handleBasketFailure(error)
  }
}

/** The shopper picks another country (POST /ajax/basket/country/set): its options come back. */
async function setCountry({ dispatch }: StepContext, id: number): Promise<void> {
  let answer: PaymentsAnswer | null = null
  try {
    const answered = await postCountry(id)
    if (takeAnswer(answered)) answer = answered
  } catch (error) {
    await handleBasketFailure(error)
  } finally {
    dispatch({ type: 'countryAnswer', id, answer })
  }
}

/** SPEC 4 Continue: a load of its code that fails says so, and the next press tries again. */
async function proceed(step: StepContext): Promise<void> {
  const { choice, options, engine: ready } = step.state()
  // The forms are on screen but their engine is not (it failed offline): nothing goes unchecked.
  if (formsVisible(choice, options) && !ready && !(await loadEngine(step))) {
    networkFailure()
    return
  }
  let next: typeof import('./continue')
  try {
    next = await continuing()
  } catch {
    networkFailure()
    return
  }
  await next.proceed(step)
}

/**
 * Scrolls to the first problem in `root` (continue.ts). Only Continue asks for a scroll
 * (state.scroll), so its code came with Continue's, loaded by the press that asked.
 */
export const scrollToProblem = (root: HTMLElement, kind: 'step' | 'api') => continuing.value?.scrollToProblem(root, kind)
