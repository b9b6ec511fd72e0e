import { type CheckoutFormName, type DeliveryBasket, deliveryBasketSchema, type PaymentsAnswer } from '../../../shared/schemas/checkout'
import type { Form } from '../../../shared/schemas/form'
import * as v from '../../../shared/schemas/kit'
import { chooseDelivery, choosePayment, type DeliveryState, noChoice, type StepEvent, settled, withChange, withOptions } from './rules'
import type { SavedInput } from './saved-input'

// The delivery step's state changes, all of them, as one pure function (state, event) -> state:
// what the shopper did or the server answered, and nothing done about it (that is effects.ts).

const emptyParts: DeliveryBasket = v.parse(deliveryBasketSchema, {})

/** The delivery parts of an answer's basket; an unreadable one reads as none. */
function partsOf(basket: unknown): DeliveryBasket {
  const parsed = v.safeParse(deliveryBasketSchema, basket)
  return parsed.success ? parsed.output : emptyParts
}

const formNames: CheckoutFormName[] = ['delivery', 'invoice', 'consents', 'consentsWithRegistration']

/** The step's first state, from what the tab kept of it (a reload loses no choice). */
export function initialState(saved: SavedInput | null): DeliveryState {
  return {
    status: 'loading',
    restored: saved && { choice: saved.choice, index: saved.index },
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
    definitions: {},
    forms: {},
    engine: null,
    formsFailed: false,
    scroll: { kind: 'step', request: 0 },
  }
}

/** An answer's options and delivery parts, with the countries it gives (else those the step has). */
const answered = (state: DeliveryState, answer: PaymentsAnswer, countries = answer.countries ?? state.countries) =>
  withOptions(state, answer.deliveries_costs, partsOf(answer.basket), countries)

/** The step's next state after `event`; the same state when nothing changes. */
export function transition(state: DeliveryState, event: StepEvent): DeliveryState {
  switch (event.type) {
    case 'load':
      return { ...state, status: 'loading' }
    case 'loaded': {
      // The first options: the choice and addresses kept for the tab come back, else the basket's.
      const restored = state.restored
      const start = {
        ...state,
        restored: null,
        choice: restored?.choice ?? state.choice,
        index: restored?.index ?? partsOf(event.answer.basket).addressIndex,
      }
      return settled(answered(start, event.answer))
    }
    case 'loadFailed':
      return { ...state, status: 'failed' }
    case 'engine': {
      // Each wish for the forms asks for the engine; once here, it changes nothing.
      if (event.engine && event.engine === state.engine) return state
      const next = event.engine ? { ...state, engine: event.engine, formsFailed: false } : { ...state, formsFailed: true }
      // An engine asked for by a restored choice may come before the options: the step waits for them.
      return next.options.length ? settled(next) : next
    }
    case 'definitions': {
      // The forms the step knows of; what else the answer holds is not a form of the step.
      const { forms } = event
      const given = formNames.filter((name) => forms?.[name])
      if (!forms || !given.length) return state
      const definitions = { ...state.definitions }
      for (const name of given) definitions[name] = forms[name] as Form
      return { ...state, definitions }
    }
    case 'forms':
      return { ...state, forms: event.forms }

    case 'addressSaved': {
      // The new address is the last of its kind, and the chosen one.
      const parts = event.basket ? partsOf(event.basket) : state.parts
      const index = { ...state.index, [event.kind]: Math.max(0, parts.addresses[event.kind].length - 1) }
      return { ...state, parts, index, adding: { ...state.adding, [event.kind]: false } }
    }

    case 'setCountry':
      return state.countryPending || event.id === state.countries.selected ? state : { ...state, countryPending: true }
    case 'countryAnswer': {
      // null: no answer to apply (it failed, or went elsewhere).
      const done = { ...state, countryPending: false }
      if (!event.answer) return done
      return answered(done, event.answer, { ...(event.answer.countries ?? state.countries), selected: event.id })
    }
    case 'countryHeard':
      return answered({ ...state, pickerOpen: false }, event.answer, event.answer.countries ?? { ...state.countries, selected: event.id })

    case 'chooseDelivery': {
      const choice = chooseDelivery(state.choice, state.options, event.id)
      // SPEC 4: selecting a delivery method resets the map.
      return withChange(choice === state.choice ? state : { ...state, pickerOpen: false }, { choice })
    }
    case 'choosePayment':
      return withChange(state, { choice: choosePayment(state.choice, state.options, event.costId) })
    case 'chooseBank':
      return withChange(state, { choice: { ...state.choice, bankId: event.bankId } })
    case 'choosePoint':
      return withChange({ ...state, pickerOpen: false }, { choice: { ...state.choice, point: event.point } })
    case 'openPicker':
      return { ...state, pickerOpen: event.open }
    case 'setWantInvoice':
      return withChange(state, { wantInvoice: event.want })
    case 'chooseAddress':
      return withChange(state, { index: { ...state.index, [event.kind]: event.index } })
    case 'setAdding':
      return withChange(state, { adding: { ...state.adding, [event.kind]: event.adding } })
    case 'checked':
      // Said once for all the forms, after what is missing (a change of choice recounts them).
      return { ...state, submitted: true, problems: event.problems, scroll: { kind: 'step', request: state.scroll.request + 1 } }
    case 'send':
      return { ...state, submitted: true, problems: [], sending: true }
    case 'sent':
      return { ...state, sending: false }
    case 'serverErrors':
      return { ...state, scroll: { kind: 'api', request: state.scroll.request + 1 } }
    case 'saveAddress':
    case 'retryForms':
    case 'continue':
      return state // what follows is the effects' (a call, the engine's load)
  }
}
