import { atom, type WritableAtom } from 'nanostores'
import { afterPaint } from '../../../shared/browser/frames'
import { $countryAnswer } from '../../../shared/stores/basket-answers'
import { runEffects } from './effects'
import type { DeliveryState, StepContext, StepEvent } from './rules'
import { keepInput, readSavedInput } from './saved-input'
import { initialState, transition } from './transitions'

/**
 * INP, a tap's time to paint: the radio the shopper tapped is checked by the browser and paints first; the
 * step's answer (its sections, the summary box, the call) runs after that frame. Taps in one frame
 * run in order, each from the state the one before left.
 */
const afterTap = new Set<StepEvent['type']>(['chooseDelivery', 'choosePayment', 'chooseBank'])

/**
 * The state of checkout step 2 (SPEC 4 Checkout, 5, 7, 8), one per mount of the step. Everything
 * goes one way: a component dispatches an event, transitions.ts makes the next state, the store
 * keeps it, and effects.ts does what follows (its answers are events again).
 */
export class DeliveryStepStore implements StepContext {
  readonly $state: WritableAtom<DeliveryState>
  /** What the shopper typed per form, kept for the tab with the choice (saved-input.ts). */
  readonly typed: StepContext['typed']

  constructor(readonly onSummary: () => void) {
    const saved = readSavedInput()
    this.$state = atom(initialState(saved))
    this.typed = { ...saved?.values }
  }

  state = (): DeliveryState => this.$state.get()

  keep = (): void => keepInput(this)

  dispatch = (event: StepEvent): void => {
    if (afterTap.has(event.type)) void afterPaint().then(() => this.apply(event))
    else this.apply(event)
  }

  apply(event: StepEvent): void {
    const before = this.$state.get()
    const after = transition(before, event)
    this.$state.set(after)
    runEffects(event, before, after, this)
  }

  /** Loads the step, and hears the language modal's change of country; returns the stop. */
  start(): () => void {
    this.dispatch({ type: 'load' })
    return $countryAnswer.listen((heard) => heard && this.dispatch({ type: 'countryHeard', id: heard.countryId, answer: heard.answer }))
  }
}
