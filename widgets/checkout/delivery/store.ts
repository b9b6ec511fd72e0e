import { atom } from 'nanostores'
import { postAddress, postCountry, postPayments, postSummary } from '../../../shared/api/checkout'
import { ApiError } from '../../../shared/api/errors'
import { track } from '../../../shared/browser/analytics'
import {
  type CheckoutFormName,
  type Countries,
  type DeliveryBasket,
  type DeliveryCost,
  deliveryBasketSchema,
  type PaymentsAnswer,
  type PickupPoint,
  type SummaryAnswer,
} from '../../../shared/schemas/checkout'
import * as v from '../../../shared/schemas/kit'
import { $basket, setBasket } from '../../../shared/stores/basket'
import { applyBasketAnswer, handleBasketFailure } from '../../../shared/stores/basket-actions'
import { $countryAnswer } from '../../../shared/stores/delivery-options'
import { accountCreateChosen } from '../../../shared/stores/login'
import { notifyResult } from '../../../shared/stores/notifications'
import { notifyFailure } from '../../../shared/stores/notify-failure'
import { checkedChoiceOf, rememberCheckoutState } from '../checkout-data'
import { addressChoice, problemsOf, shownProblems } from './problems'
import {
  type AddressChoice,
  type Choice,
  checkoutOptionEvent,
  chooseDelivery,
  choosePayment,
  chosenOption,
  formsVisible,
  noChoice,
  orderPayload,
  reconcile,
  type StepProblem,
  wallOf,
} from './rules'
import { readSavedInput, type SavedInput, writeSavedInput } from './saved-input'
import { createStepForms } from './step-forms'

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

/** The state and actions of checkout step 2 (SPEC 4 Checkout, 5, 7, 8). One per mount of the step. */
export function createDeliveryStep(onSummary: () => void) {
  const saved = readSavedInput()
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
  const typed: SavedInput['values'] = { ...saved?.values }
  const accountCreate = accountCreateChosen()

  const patch = (change: Partial<DeliveryState>) => $state.set({ ...$state.get(), ...change })
  const { $forms, $engine, setForms, loadFormEngine } = createStepForms({
    typed,
    persist,
    engineFailed: (formsFailed) => patch({ formsFailed }),
  })

  function persist(): void {
    const { choice, wantInvoice, index } = $state.get()
    writeSavedInput({ choice, wantInvoice, index, values: typed })
  }

  function partsOf(basket: unknown): DeliveryBasket {
    const parsed = v.safeParse(deliveryBasketSchema, basket)
    return parsed.success ? parsed.output : emptyParts
  }

  function setChoice(choice: Choice): void {
    const before = chosenOption($state.get().choice, $state.get().options)
    patch({ choice, problems: shownProblems({ ...$state.get(), choice }) })
    persist()
    // The forms show once a payment (and point) is chosen: their engine comes with a courier-type
    // delivery, or with the point (a point delivery shows no form before it; issue 11's budget
    // counts what loads until the point picker opens).
    if (choice.deliveryId !== null && (choice.point || !needsPoint(choice.deliveryId))) void loadFormEngine()
    const after = chosenOption(choice, $state.get().options)
    // SPEC 7: the checkout-option event once delivery and payment are chosen.
    if (after && after !== before) track(checkoutOptionEvent(after))
  }

  const needsPoint = (deliveryId: number) => $state.get().options.some((option) => option.delivery_id === deliveryId && option.is_map)

  /** SPEC 8: an answer with a redirect flag goes where it says; false when it did. */
  function takeAnswer(answer: PaymentsAnswer): boolean {
    applyBasketAnswer(answer)
    return !answer.redirect
  }

  function applyOptions(options: DeliveryCost[], parts: DeliveryBasket, countries?: Countries): void {
    const state = $state.get()
    const choice = reconcile(state.choice, options, parts.payment_methods)
    patch({ options, parts, countries: countries ?? state.countries, choice })
    persist()
  }

  async function load(): Promise<void> {
    patch({ status: 'loading' })
    // A choice kept from before a reload shows the forms at once: their engine loads alongside.
    if (saved?.choice.deliveryId != null) void loadFormEngine()
    try {
      const answer = await postPayments()
      if (!takeAnswer(answer)) return
      setForms(answer.forms)
      const parts = partsOf(answer.basket)
      const first = $state.get().status === 'loading' && saved ? saved.choice : $state.get().choice
      patch({ choice: first, index: saved?.index ?? parts.addressIndex })
      applyOptions(answer.deliveries_costs, parts, answer.countries)
      // The step appears whole: no form drops in a moment after the rest (a layout shift).
      if (formsVisible($state.get().choice, $state.get().options)) await loadFormEngine()
      patch({ status: 'ready' })
    } catch (error) {
      patch({ status: 'failed' })
      await handleBasketFailure(error)
    }
  }

  async function setCountry(id: number): Promise<void> {
    const state = $state.get()
    if (state.countryPending || id === state.countries.selected) return
    patch({ countryPending: true })
    try {
      const answer = await postCountry(id)
      if (!takeAnswer(answer)) return
      applyOptions(answer.deliveries_costs, partsOf(answer.basket), answer.countries ?? { ...state.countries, selected: id })
      patch({ countries: { ...$state.get().countries, selected: id } })
    } catch (error) {
      await handleBasketFailure(error)
    } finally {
      patch({ countryPending: false })
    }
  }

  // SPEC 4 Language modal: the picker's in-place save set the country; its answer lands here.
  const stopCountry = $countryAnswer.listen((heard) => {
    if (!heard) return
    patch({ pickerOpen: false })
    applyOptions(
      heard.answer.deliveries_costs,
      partsOf(heard.answer.basket),
      heard.answer.countries ?? { ...$state.get().countries, selected: heard.countryId },
    )
  })

  const state = () => $state.get()
  /** After a change of the addresses' state: the shown problems follow it (SPEC 4). */
  const recheck = () => {
    if (state().submitted) patch({ problems: problemsOf(state()) })
  }
  const actions = {
    chooseDelivery: (id: number) => {
      const next = chooseDelivery(state().choice, state().options, id)
      // SPEC 4: selecting a delivery method resets the map.
      if (next !== state().choice) patch({ pickerOpen: false })
      setChoice(next)
    },
    choosePayment: (costId: number) => setChoice(choosePayment(state().choice, state().options, costId)),
    chooseBank: (bankId: number) => setChoice({ ...state().choice, bankId }),
    choosePoint: (point: PickupPoint) => {
      patch({ pickerOpen: false })
      setChoice({ ...state().choice, point })
    },
    openPicker: (open: boolean) => patch({ pickerOpen: open }),
    setWantInvoice: (wantInvoice: boolean) => {
      patch({ wantInvoice })
      recheck()
      persist()
    },
    chooseAddress: (kind: 'delivery' | 'invoice', index: number) => {
      patch({ index: { ...state().index, [kind]: index } })
      recheck()
      persist()
    },
    setAdding: (kind: 'delivery' | 'invoice', adding: boolean) => {
      patch({ adding: { ...state().adding, [kind]: adding } })
      recheck()
    },
  }

  /** The forms the step sends: the delivery form only when the address is typed, not picked. */
  function formsInPlay(current: DeliveryState): CheckoutFormName[] {
    const addresses = addressChoice(current)
    const names: CheckoutFormName[] = ['consents']
    if (!addresses.saved.delivery.length) names.push('delivery')
    if (current.wantInvoice && !addresses.saved.invoice.length) names.push('invoice')
    if (accountCreate) names.push('consentsWithRegistration')
    return names.filter((name) => $forms.get()[name])
  }

  /** A logged-in shopper saves a new address (POST /ajax/basket/address/form); it becomes the chosen one. */
  async function saveAddress(kind: 'delivery' | 'invoice'): Promise<void> {
    const store = $forms.get()[kind]
    if (!store?.validate()) return
    try {
      const answer = await postAddress(store.values())
      if (!answer.status) {
        store.showErrors(answer.error_fields)
        if (answer.message) notifyResult(answer.message, false)
        return
      }
      if (answer.basket) setBasket(answer.basket)
      const parts = answer.basket ? partsOf(answer.basket) : state().parts
      patch({
        parts,
        adding: { ...state().adding, [kind]: false },
        index: { ...state().index, [kind]: Math.max(0, parts.addresses[kind].length - 1) },
      })
      if (answer.message) notifyResult(answer.message, true)
      persist()
    } catch (error) {
      notifyFailure(error)
    }
  }

  /** SPEC 5 server validation errors: errors.forms replace the definitions, error_fields mark fields. */
  function showServerErrors(answer: SummaryAnswer): void {
    setForms(answer.errors?.forms)
    for (const store of Object.values($forms.get())) store?.showErrors(answer.error_fields)
    patch({ scroll: { kind: 'api', request: state().scroll.request + 1 } })
  }

  /** SPEC 4 and 5: Continue checks the step, then asks the server (POST /ajax/basket/summary). */
  async function proceed(): Promise<void> {
    const current = state()
    if (current.sending || current.status !== 'ready') return
    const problems = problemsOf(current)
    const visible = formsVisible(current.choice, current.options)
    // The forms are on screen but their engine is not (it failed offline): nothing goes unchecked.
    if (visible && !$engine.get() && !(await loadFormEngine())) {
      notifyFailure(new ApiError('Network Error', 'network'))
      return
    }
    // Every form shows its problems at once (no short-circuit), then one scroll to the first.
    const formsOk = visible ? formsInPlay(current).map((name) => $forms.get()[name]?.validate() ?? true) : []
    if (problems.length || formsOk.includes(false)) {
      patch({ submitted: true, problems, scroll: { kind: 'step', request: current.scroll.request + 1 } })
      return
    }
    const values = Object.fromEntries(formsInPlay(current).map((name) => [name, $forms.get()[name]?.values() ?? {}]))
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
      if (answer.errors?.basket?.products !== undefined) {
        // SPEC 8: errors.basket.products refreshes the basket and goes to it (the basket policy).
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

  return {
    $state,
    $forms,
    $engine,
    load,
    loadFormEngine,
    setCountry,
    saveAddress,
    proceed,
    formsInPlay,
    ...actions,
    destroy: stopCountry,
  }
}

export type DeliveryStepStore = ReturnType<typeof createDeliveryStep>
