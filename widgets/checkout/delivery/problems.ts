import type { DeliveryBasket, DeliveryCost } from '../../../shared/schemas/checkout'
import { type AddressChoice, type Choice, type StepProblem, stepProblems } from './rules'

// SPEC 4 and 5: what the step shows as missing, from its state alone (pure, table-tested).

/** The parts of the step's state its problems depend on. */
export interface ProblemState {
  choice: Choice
  options: readonly DeliveryCost[]
  parts: Pick<DeliveryBasket, 'addresses' | 'payment_methods'>
  /** A logged-in shopper adding a new address instead of picking a saved one. */
  adding: { delivery: boolean; invoice: boolean }
  index: AddressChoice['index']
  wantInvoice: boolean
  /** SPEC 4: set by the first press of Continue. */
  submitted: boolean
}

/** The addresses in play: a kind being added has no saved ones to pick from (its form is filled). */
export function addressChoice(state: ProblemState): AddressChoice {
  const saved = {
    delivery: state.adding.delivery ? [] : state.parts.addresses.delivery,
    invoice: state.adding.invoice ? [] : state.parts.addresses.invoice,
  }
  return { saved, index: state.index, wantInvoice: state.wantInvoice }
}

/** What is missing before the summary check (the forms check their own fields). */
export function problemsOf(state: ProblemState): StepProblem[] {
  return stepProblems(state.choice, state.options, state.parts.payment_methods, addressChoice(state))
}

/** SPEC 4: problems show from the first Continue on, and then follow every change; none before. */
export function shownProblems(state: ProblemState): StepProblem[] {
  return state.submitted ? problemsOf(state) : []
}
