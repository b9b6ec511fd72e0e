import { atom } from 'nanostores'
import { type Countries, type DeliveryBasket, type DeliveryCost, deliveryBasketSchema } from '../../../shared/schemas/checkout'
import * as v from '../../../shared/schemas/kit'
import { shownProblems } from './problems'
import { type AddressChoice, type Choice, noChoice, type StepProblem } from './rules'
import type { SavedInput } from './saved-input'
import type { StepForms } from './step-forms'

// The state of one mount of the delivery step, and what its parts (the server calls, Continue,
// the choices) share.

export interface DeliveryState {
  status: 'loading' | 'ready' | 'failed'
  countries: Countries
  options: DeliveryCost[]
  parts: DeliveryBasket
  choice: Choice
  wantInvoice: boolean
  index: AddressChoice['index']
  /** A logged-in shopper adding a new address instead of picking a saved one. */
  adding: { delivery: boolean; invoice: boolean }
  /** SPEC 4: set by the first press of Continue. */
  submitted: boolean
  problems: StepProblem[]
  sending: boolean
  countryPending: boolean
  pickerOpen: boolean
  /** The forms engine could not be loaded (offline); the step offers a retry. */
  formsFailed: boolean
  /** Bumped when the view should scroll to the first problem: 'step' (SPEC 4, 1 s, 80 px) or 'api' (SPEC 5, 200 ms, 150 px). */
  scroll: { kind: 'step' | 'api'; request: number }
}

const emptyParts: DeliveryBasket = v.parse(deliveryBasketSchema, {})

/** The delivery parts of an answer's basket; an unreadable one reads as none. */
export function partsOf(basket: unknown): DeliveryBasket {
  const parsed = v.safeParse(deliveryBasketSchema, basket)
  return parsed.success ? parsed.output : emptyParts
}

/** The step's state, from what the tab kept of it (a reload loses no choice). */
export function createStepState(saved: SavedInput | null) {
  const $state = atom<DeliveryState>({
    status: 'loading',
    countries: { items: [], selected: null },
    options: [],
    parts: emptyParts,
    choice: noChoice,
    wantInvoice: saved?.wantInvoice ?? false,
    index: saved?.index ?? { delivery: null, invoice: null },
    adding: { delivery: false, invoice: false },
    submitted: false,
    problems: [],
    sending: false,
    countryPending: false,
    pickerOpen: false,
    formsFailed: false,
    scroll: { kind: 'step', request: 0 },
  })
  const state = () => $state.get()
  const patch = (change: Partial<DeliveryState>) => $state.set({ ...state(), ...change })
  /** A change of what the problems depend on: the shown ones follow it (SPEC 4). */
  const update = (change: Partial<DeliveryState>) => {
    const next = { ...state(), ...change }
    $state.set({ ...next, problems: shownProblems(next) })
  }
  return { $state, state, patch, update }
}

/** What the step's parts share: its state, its forms, and the keeping of its input for the tab. */
export interface StepContext extends ReturnType<typeof createStepState> {
  forms: StepForms
  persist(): void
}
