import type { FormStore } from '../../../shared/forms/form-store'
import type { ServerForm } from '../../../shared/forms/server-form'
import type {
  CheckoutFormName,
  CheckoutForms,
  Countries,
  DeliveryBasket,
  DeliveryCost,
  PaymentsAnswer,
  PickupPoint,
  SavedAddress,
  WallMethod,
} from '../../../shared/schemas/checkout'
import type { Form } from '../../../shared/schemas/form'
import type { FormsSections } from './address-section'

// SPEC 4 Checkout and 5 Delivery step messages: the state of step 2, what can happen to it, and
// its choices, problems and state changes as pure functions. transitions.ts turns an event into the next state,
// effects.ts does what follows it, store.ts holds the state.

/** What the shopper chose on the step. `costId` is the delivery cost option (delivery + payment). */
export interface Choice {
  deliveryId: number | null
  costId: number | null
  bankId: number | null
  point: PickupPoint | null
}

export const noChoice: Choice = { deliveryId: null, costId: null, bankId: null, point: null }

/** One delivery method with its payment options (SPEC 3: each option pairs a delivery with a payment). */
export interface DeliveryMethod {
  id: number
  name: string
  info: string
  time: string
  behaviour: string
  isMap: boolean
  /** The lowest cost among its payments (what the method costs at least). */
  cost: number
  payments: DeliveryCost[]
}

export function deliveryMethods(options: readonly DeliveryCost[]): DeliveryMethod[] {
  const methods = new Map<number, DeliveryMethod>()
  for (const option of options) {
    const method = methods.get(option.delivery_id)
    if (method) {
      method.payments.push(option)
      method.cost = Math.min(method.cost, option.cost)
      method.isMap ||= option.is_map
    } else {
      methods.set(option.delivery_id, {
        id: option.delivery_id,
        name: option.delivery_name,
        info: option.delivery_additional_info,
        time: option.delivery_time,
        behaviour: option.behaviour,
        isMap: option.is_map,
        cost: option.cost,
        payments: [option],
      })
    }
  }
  return [...methods.values()]
}

export const chosenOption = (choice: Choice, options: readonly DeliveryCost[]): DeliveryCost | null =>
  options.find((option) => option.delivery_cost_id === choice.costId && option.delivery_id === choice.deliveryId) ?? null

/**
 * SPEC 4: changing the delivery resets payment, payment id, point, behaviour and spedition (they
 * are read from the chosen option, so resetting the option resets them), and the map; a delivery
 * with one payment gets it chosen at once. Choosing the same delivery again changes nothing.
 */
export function chooseDelivery(choice: Choice, options: readonly DeliveryCost[], deliveryId: number): Choice {
  if (choice.deliveryId === deliveryId) return choice
  const payments = options.filter((option) => option.delivery_id === deliveryId)
  if (!payments.length) return choice
  return { deliveryId, costId: payments.length === 1 ? (payments[0]?.delivery_cost_id ?? null) : null, bankId: null, point: null }
}

/** A payment of the chosen delivery; the bank of a previous payment's wall goes, the point stays. */
export function choosePayment(choice: Choice, options: readonly DeliveryCost[], costId: number): Choice {
  const option = options.find((candidate) => candidate.delivery_cost_id === costId)
  if (!option || option.delivery_id !== choice.deliveryId || costId === choice.costId) return choice
  return { ...choice, costId, bankId: null }
}

/** SPEC 3 Payment method wall: the banks of the chosen payment, if it has a wall. */
export const wallOf = (option: DeliveryCost | null, walls: Readonly<Record<string, readonly WallMethod[]>>): readonly WallMethod[] =>
  option ? (walls[String(option.payment_id)] ?? []) : []

/**
 * Keeps what is still offered after the options changed (another country, a restored choice):
 * a delivery no longer offered clears everything, a payment no longer offered clears payment and
 * bank, a bank no longer on the wall clears the bank; a single payment is chosen again.
 */
export function reconcile(
  choice: Choice,
  options: readonly DeliveryCost[],
  walls: Readonly<Record<string, readonly WallMethod[]>>,
): Choice {
  if (choice.deliveryId === null) return noChoice
  const payments = options.filter((option) => option.delivery_id === choice.deliveryId)
  if (!payments.length) return noChoice
  const option = payments.find((candidate) => candidate.delivery_cost_id === choice.costId)
  if (!option)
    return { ...chooseDelivery(noChoice, options, choice.deliveryId), point: payments.some((p) => p.is_map) ? choice.point : null }
  const bankOffered = wallOf(option, walls).some((bank) => bank.id === choice.bankId)
  return { ...choice, bankId: bankOffered ? choice.bankId : null, point: option.is_map ? choice.point : null }
}

/** SPEC 5: the forms show only when a payment is chosen and, if it needs a map, a point too. */
export function formsVisible(choice: Choice, options: readonly DeliveryCost[]): boolean {
  const option = chosenOption(choice, options)
  return option !== null && (!option.is_map || choice.point !== null)
}

/** `forms`: the step's forms have fields to correct (each form marks its own; the step says it once). */
export type StepProblem = 'delivery' | 'payment' | 'bank' | 'point' | 'deliveryAddress' | 'invoiceAddress' | 'forms'

export interface AddressChoice {
  /** A logged-in shopper with saved addresses picks one; others fill the form. */
  saved: { delivery: readonly SavedAddress[]; invoice: readonly SavedAddress[] }
  index: { delivery: number | null; invoice: number | null }
  wantInvoice: boolean
}

/** SPEC 5: what is missing before the summary check, the step's own part (the forms check their fields). */
export function stepProblems(
  choice: Choice,
  options: readonly DeliveryCost[],
  walls: Readonly<Record<string, readonly WallMethod[]>>,
  addresses: AddressChoice,
): StepProblem[] {
  if (choice.deliveryId === null) return ['delivery']
  const option = chosenOption(choice, options)
  if (!option) return ['payment']
  const problems: StepProblem[] = []
  if (wallOf(option, walls).length && !wallOf(option, walls).some((bank) => bank.id === choice.bankId)) problems.push('bank')
  if (option.is_map && !choice.point) problems.push('point')
  const missing = (kind: 'delivery' | 'invoice') => {
    const index = addresses.index[kind]
    return addresses.saved[kind].length > 0 && (index === null || !addresses.saved[kind][index])
  }
  if (missing('delivery')) problems.push('deliveryAddress')
  // SPEC 5: invoice data only when the invoice box is ticked.
  if (addresses.wantInvoice && missing('invoice')) problems.push('invoiceAddress')
  return problems
}

/** SPEC 7: the checkout-option event once delivery and payment are chosen. */
export const checkoutOptionEvent = (option: DeliveryCost) => ({
  event: 'checkoutOption',
  ecommerce: { checkout_option: { actionField: { step: 2, option: `${option.delivery_name} / ${option.payment_name}` } } },
})

/** What the step's forms engine (form-engine.ts, loaded when the forms are first near) gives. */
export interface FormEngine {
  ServerForm: typeof ServerForm
  FormsSections: typeof FormsSections
  accountCreateChosen(): boolean
  /** Makes a store per form the server described since `before`, once the engine is here. */
  buildForms(step: StepContext, before: DeliveryState): void
  saveAddress(step: StepContext, kind: AddressKind): Promise<void>
}

export type AddressKind = 'delivery' | 'invoice'

/** The state of one mount of the step. */
export interface DeliveryState {
  status: 'loading' | 'ready' | 'failed'
  /** What the tab kept from before a reload, until the options come: the step starts from it. */
  restored: { choice: Choice; index: AddressChoice['index'] } | null
  countries: Countries
  options: DeliveryCost[]
  parts: DeliveryBasket
  choice: Choice
  wantInvoice: boolean
  index: AddressChoice['index']
  /** A logged-in shopper adding a new address instead of picking a saved one. */
  adding: Record<AddressKind, boolean>
  /** SPEC 4: set by the first press of Continue. */
  submitted: boolean
  problems: StepProblem[]
  sending: boolean
  countryPending: boolean
  pickerOpen: boolean
  /** The server's form definitions, and a form store for each once the engine is here. */
  definitions: Partial<Record<CheckoutFormName, Form>>
  forms: Partial<Record<CheckoutFormName, FormStore>>
  engine: FormEngine | null
  /** The forms engine could not be loaded (offline); the step offers a retry. */
  formsFailed: boolean
  /** Bumped when the view should scroll to the first problem: 'step' (SPEC 4, 1 s, 80 px) or 'api' (SPEC 5, 200 ms, 150 px). */
  scroll: { kind: 'step' | 'api'; request: number }
}

/** Everything that happens to the step: the shopper's taps, then the answers of the server and the engine. */
export type StepEvent =
  | { type: 'load' }
  | { type: 'chooseDelivery'; id: number }
  | { type: 'choosePayment'; costId: number }
  | { type: 'chooseBank'; bankId: number }
  | { type: 'choosePoint'; point: PickupPoint }
  | { type: 'openPicker'; open: boolean }
  | { type: 'setCountry'; id: number }
  | { type: 'setWantInvoice'; want: boolean }
  | { type: 'chooseAddress'; kind: AddressKind; index: number }
  | { type: 'setAdding'; kind: AddressKind; adding: boolean }
  | { type: 'saveAddress'; kind: AddressKind }
  | { type: 'retryForms' }
  | { type: 'continue' }
  | { type: 'loaded'; answer: PaymentsAnswer }
  | { type: 'loadFailed' }
  | { type: 'countryAnswer'; id: number; answer: PaymentsAnswer | null }
  /** SPEC 4 Language modal: the picker's in-place save set the country; its answer lands here. */
  | { type: 'countryHeard'; id: number; answer: PaymentsAnswer }
  | { type: 'addressSaved'; kind: AddressKind; basket: unknown }
  | { type: 'definitions'; forms: Partial<CheckoutForms> | undefined }
  | { type: 'forms'; forms: DeliveryState['forms'] }
  | { type: 'engine'; engine: FormEngine | null }
  | { type: 'checked'; problems: StepProblem[] }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'serverErrors' }

/** What the step's effects and Continue are given: its state, its dispatch, and what was typed. */
export interface StepContext {
  state(): DeliveryState
  dispatch(event: StepEvent): void
  /** What the shopper typed per form (kept for the tab): updated as they type, never a password. */
  typed: Record<string, Record<string, string>>
  /** Keeps the choice and what was typed for the tab (saved-input.ts). */
  keep(): void
  onSummary(): void
}

/** The parts of the step's state its problems depend on. */
export type ProblemState = Pick<DeliveryState, 'choice' | 'options' | 'adding' | 'index' | 'wantInvoice' | 'submitted'> & {
  parts: Pick<DeliveryBasket, 'addresses' | 'payment_methods'>
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
export const problemsOf = (state: ProblemState): StepProblem[] =>
  stepProblems(state.choice, state.options, state.parts.payment_methods, addressChoice(state))

/** SPEC 4: problems show from the first Continue on, and then follow every change; none before. */
export const shownProblems = (state: ProblemState): StepProblem[] => (state.submitted ? problemsOf(state) : [])

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

/** A change of what the problems depend on: the shown ones follow it (SPEC 4). */
export function withChange(state: DeliveryState, change: Partial<DeliveryState>): DeliveryState {
  const next = { ...state, ...change }
  return { ...next, problems: shownProblems(next) }
}

/** New options: the choice keeps what they still offer. */
export function withOptions(state: DeliveryState, options: DeliveryCost[], parts: DeliveryBasket, countries: Countries): DeliveryState {
  return { ...state, options, parts, countries, choice: reconcile(state.choice, options, parts.payment_methods) }
}

/** SPEC 4: the step appears whole once its forms can show (no form drops in after the rest, a layout shift). */
export const settled = (state: DeliveryState): DeliveryState => ({
  ...state,
  status:
    state.status === 'loading' && (state.engine || state.formsFailed || !formsVisible(state.choice, state.options))
      ? 'ready'
      : state.status,
})
