import { describe, expect, test } from 'vitest'
import type { DeliveryCost, PaymentsAnswer, PickupPoint, SavedAddress } from '../../../shared/schemas/checkout'
import type { Form } from '../../../shared/schemas/form'
import { type DeliveryState, type FormEngine, noChoice, type StepEvent } from './rules'
import { initialState, transition } from './transitions'

const option = (delivery_id: number, delivery_cost_id: number, is_map = false) =>
  ({ delivery_id, delivery_cost_id, payment_id: 1, cost: 10, is_map }) as DeliveryCost
// A courier (1) with one payment, a locker (2, a map) with one.
const options = [option(1, 11), option(2, 21, true)]
const home = { id: 1 } as SavedAddress
const office = { id: 2 } as SavedAddress
const answerWith = (basket: object, deliveries_costs = options) => ({ basket, deliveries_costs, redirect: '' }) as unknown as PaymentsAnswer
const engine = {} as FormEngine
const point = { i: 'WAW01M' } as PickupPoint
const courier = { deliveryId: 1, costId: 11, bankId: null, point: null }
const fresh = initialState(null)
/** The step once its options came: a guest, nothing chosen. */
const ready: DeliveryState = { ...fresh, status: 'ready', options, countries: { items: [], selected: 1 } }

describe('the step loads (SPEC 4 Checkout)', () => {
  const saved = { choice: courier, index: { delivery: 0, invoice: null }, wantInvoice: true, values: {} }
  test.each<[string, DeliveryState, StepEvent, Partial<DeliveryState>]>([
    ['a retry loads again', { ...fresh, status: 'failed' }, { type: 'load' }, { status: 'loading' }],
    ['a failed load offers a retry', fresh, { type: 'loadFailed' }, { status: 'failed' }],
    [
      'the options come: nothing kept, the basket says which address is chosen',
      fresh,
      { type: 'loaded', answer: answerWith({ addressIndex: { delivery: 1 } }) },
      { status: 'ready', choice: noChoice, options, index: { delivery: 1, invoice: null } },
    ],
    [
      'a choice kept for the tab comes back, and the step waits for the forms it shows',
      initialState(saved),
      { type: 'loaded', answer: answerWith({ addressIndex: { delivery: 1 } }) },
      { status: 'loading', choice: courier, index: saved.index, restored: null, wantInvoice: true },
    ],
    [
      'a kept choice no longer offered is cleared, and the step shows at once',
      initialState(saved),
      { type: 'loaded', answer: answerWith({}, [option(2, 21, true)]) },
      { status: 'ready', choice: noChoice },
    ],
    ['an engine that came before the options leaves the step loading', fresh, { type: 'engine', engine }, { status: 'loading', engine }],
    [
      'the engine after the options shows the step whole',
      { ...fresh, options, choice: courier },
      { type: 'engine', engine },
      { status: 'ready', engine, formsFailed: false },
    ],
    [
      'an engine that cannot come (offline) shows the step with a retry',
      { ...fresh, options, choice: courier },
      { type: 'engine', engine: null },
      { status: 'ready', engine: null, formsFailed: true },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(transition(state, event)).toMatchObject(expected)
  })
})

describe('the shopper chooses (SPEC 4)', () => {
  test.each<[string, DeliveryState, StepEvent, Partial<DeliveryState>]>([
    [
      'a delivery with one payment gets it, and the map closes',
      { ...ready, pickerOpen: true },
      { type: 'chooseDelivery', id: 1 },
      { choice: courier, pickerOpen: false },
    ],
    [
      'the same delivery again keeps the map open',
      { ...ready, choice: { ...noChoice, deliveryId: 2 }, pickerOpen: true },
      { type: 'chooseDelivery', id: 2 },
      { pickerOpen: true },
    ],
    [
      'a point closes the map',
      { ...ready, choice: { ...noChoice, deliveryId: 2, costId: 21 }, pickerOpen: true },
      { type: 'choosePoint', point },
      { choice: { deliveryId: 2, costId: 21, bankId: null, point }, pickerOpen: false },
    ],
    ['a bank', { ...ready, choice: courier }, { type: 'chooseBank', bankId: 70 }, { choice: { ...courier, bankId: 70 } }],
    ['the invoice box', ready, { type: 'setWantInvoice', want: true }, { wantInvoice: true }],
    ['a saved address', ready, { type: 'chooseAddress', kind: 'invoice', index: 2 }, { index: { delivery: null, invoice: 2 } }],
    ['before Continue no problem shows', ready, { type: 'chooseDelivery', id: 2 }, { problems: [] }],
    [
      'after Continue the problems follow the change (the forms are recounted)',
      { ...ready, submitted: true, problems: ['delivery', 'forms'] },
      { type: 'chooseDelivery', id: 2 },
      { problems: ['point'] },
    ],
    [
      'a new address saved is the last of its kind and the chosen one',
      { ...ready, adding: { delivery: true, invoice: false } },
      { type: 'addressSaved', kind: 'delivery', basket: { addresses: { delivery: [home, office] } } },
      { index: { delivery: 1, invoice: null }, adding: { delivery: false, invoice: false } },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(transition(state, event)).toMatchObject(expected)
  })

  test.each<[string, DeliveryState, StepEvent]>([
    ['a country while one is on its way', { ...ready, countryPending: true }, { type: 'setCountry', id: 2 }],
    ['the country already chosen', ready, { type: 'setCountry', id: 1 }],
    ["Continue (its check is the effects')", ready, { type: 'continue' }],
    ['the engine asked for again once it is here', { ...ready, engine }, { type: 'engine', engine }],
    ['an answer with no form of the step', ready, { type: 'definitions', forms: { other: {} } as never }],
  ])('nothing changes: %s', (_, state, event) => {
    expect(transition(state, event)).toBe(state)
  })
})

describe('the country (SPEC 4 Language modal)', () => {
  test.each<[string, DeliveryState, StepEvent, Partial<DeliveryState>]>([
    ['another country waits for its answer', ready, { type: 'setCountry', id: 2 }, { countryPending: true }],
    [
      'its answer brings its options and keeps the choice they still offer',
      { ...ready, countryPending: true, choice: courier },
      { type: 'countryAnswer', id: 2, answer: answerWith({}, [option(1, 11)]) },
      { countryPending: false, countries: { items: [], selected: 2 }, choice: courier },
    ],
    [
      'no answer (failed or gone elsewhere) keeps everything',
      { ...ready, countryPending: true, choice: courier },
      { type: 'countryAnswer', id: 2, answer: null },
      { countryPending: false, countries: { items: [], selected: 1 }, choice: courier },
    ],
    [
      "the language modal's answer closes the map and clears what is no longer offered",
      { ...ready, pickerOpen: true, choice: courier },
      { type: 'countryHeard', id: 3, answer: answerWith({}, [option(2, 21, true)]) },
      { pickerOpen: false, countries: { items: [], selected: 3 }, choice: noChoice },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(transition(state, event)).toMatchObject(expected)
  })
})

describe('Continue (SPEC 4, 5)', () => {
  test.each<[string, DeliveryState, StepEvent, Partial<DeliveryState>]>([
    [
      'a check with problems shows them and asks for the 1 s scroll',
      ready,
      { type: 'checked', problems: ['delivery', 'forms'] },
      { submitted: true, problems: ['delivery', 'forms'], scroll: { kind: 'step', request: 1 } },
    ],
    ['a check without sends', { ...ready, problems: ['delivery'] }, { type: 'send' }, { submitted: true, problems: [], sending: true }],
    ['the answer came', { ...ready, sending: true }, { type: 'sent' }, { sending: false }],
    [
      'the server found errors: the 200 ms scroll',
      { ...ready, scroll: { kind: 'step', request: 1 } },
      { type: 'serverErrors' },
      { scroll: { kind: 'api', request: 2 } },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(transition(state, event)).toMatchObject(expected)
  })

  test("the server's form definitions replace those of the same name, and only the step's forms count", () => {
    const consents = { name: 'consents' } as Form
    const state = { ...ready, definitions: { delivery: { name: 'delivery' } as Form } }
    const next = transition(state, { type: 'definitions', forms: { consents, other: {} } as never })
    expect(next.definitions).toEqual({ delivery: { name: 'delivery' }, consents })
  })
})
