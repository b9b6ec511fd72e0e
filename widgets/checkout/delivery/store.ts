import { ApiError } from '../../../shared/api/errors'
import { track } from '../../../shared/browser/analytics'
import { afterPaint } from '../../../shared/browser/frames'
import { lazyModule } from '../../../shared/browser/lazy-module'
import type { PickupPoint } from '../../../shared/schemas/checkout'
import { notifyFailure } from '../../../shared/stores/notify-failure'
import type { createContinue } from './continue'
import { type Choice, checkoutOptionEvent, chooseDelivery, choosePayment, chosenOption } from './rules'
import { keepInput, readSavedInput } from './saved-input'
import { createStepCalls } from './step-calls'
import { createStepForms, formsInPlay } from './step-forms'
import { createStepState, type StepContext } from './step-state'

/**
 * The state and actions of checkout step 2 (SPEC 4 Checkout, 5, 7, 8), one per mount of the step:
 * its state (step-state.ts), what the tab keeps of it (saved-input.ts), its forms (step-forms.ts),
 * its calls (step-calls.ts) and Continue (continue.ts); the shopper's choices are here.
 */
export function createDeliveryStep(onSummary: () => void) {
  const saved = readSavedInput()
  const stepState = createStepState(saved)
  const { state, patch, update } = stepState
  const { typed, persist } = keepInput(saved, state)
  const forms = createStepForms({ typed, persist, engineFailed: (formsFailed) => patch({ formsFailed }) })
  const step: StepContext = { ...stepState, forms, persist }
  const calls = createStepCalls(step, saved)
  const stopCountry = calls.listenCountry()

  const needsPoint = (deliveryId: number) => state().options.some((option) => option.delivery_id === deliveryId && option.is_map)

  function setChoice(choice: Choice): void {
    const before = chosenOption(state().choice, state().options)
    update({ choice })
    persist()
    // The forms show once a payment (and point) is chosen: their engine comes with a courier-type
    // delivery, or with the point (a point delivery shows no form before it; issue 11's budget
    // counts what loads until the point picker opens).
    if (choice.deliveryId !== null && (choice.point || !needsPoint(choice.deliveryId))) void forms.loadFormEngine()
    const after = chosenOption(choice, state().options)
    // SPEC 7: the checkout-option event once delivery and payment are chosen.
    if (after && after !== before) track(checkoutOptionEvent(after))
  }

  /**
   * Issue 29 (INP): the radio the shopper tapped is checked by the browser and paints first; the
   * step's answer (its sections, the summary box, the call) runs after that frame. Taps in one frame
   * run in order, each from the state the one before left.
   */
  const afterTap = (work: () => void) => void afterPaint().then(work)

  const continuing = lazyModule(() => import('./continue').then((module) => module.createContinue(step, onSummary)))
  /**
   * SPEC 4 Continue: its check and call (continue.ts) load on the first press (issue 29: 32 KB
   * until then); a load that fails says so, and the next press tries again.
   */
  async function proceed(): Promise<void> {
    let next: ReturnType<typeof createContinue>
    try {
      next = await continuing()
    } catch {
      notifyFailure(new ApiError('Network Error', 'network'))
      return
    }
    await next.proceed()
  }

  /**
   * Scrolls to the first problem in `root` (scroll-to-problem.ts). Only Continue asks for a scroll
   * (state.scroll), so the code came with Continue's, loaded by the press that asked.
   */
  const scrollToProblem = (root: HTMLElement, kind: 'step' | 'api') => continuing.value?.scrollToProblem(root, kind)

  const choices = {
    chooseDelivery: (id: number) =>
      afterTap(() => {
        const next = chooseDelivery(state().choice, state().options, id)
        // SPEC 4: selecting a delivery method resets the map.
        if (next !== state().choice) patch({ pickerOpen: false })
        setChoice(next)
      }),
    choosePayment: (costId: number) => afterTap(() => setChoice(choosePayment(state().choice, state().options, costId))),
    chooseBank: (bankId: number) => afterTap(() => setChoice({ ...state().choice, bankId })),
    choosePoint: (point: PickupPoint) => {
      patch({ pickerOpen: false })
      setChoice({ ...state().choice, point })
    },
    openPicker: (open: boolean) => patch({ pickerOpen: open }),
    setWantInvoice: (wantInvoice: boolean) => {
      update({ wantInvoice })
      persist()
    },
    chooseAddress: (kind: 'delivery' | 'invoice', index: number) => {
      update({ index: { ...state().index, [kind]: index } })
      persist()
    },
    setAdding: (kind: 'delivery' | 'invoice', adding: boolean) => update({ adding: { ...state().adding, [kind]: adding } }),
  }

  return {
    $state: stepState.$state,
    ...forms,
    ...calls,
    proceed,
    scrollToProblem,
    formsInPlay: (current = state()) => formsInPlay(current, forms.$engine.get()?.accountCreateChosen() ?? false, forms.$forms.get()),
    ...choices,
    destroy: stopCountry,
  }
}

export type DeliveryStepStore = ReturnType<typeof createDeliveryStep>
