// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { track } from '../../../shared/browser/analytics'
import type { DeliveryCost, PaymentsAnswer } from '../../../shared/schemas/checkout'
import type { Form } from '../../../shared/schemas/form'
import { formField } from '../../../test/helpers/forms'
import { DeliveryStepStore } from './store'

vi.mock('../../../shared/browser/analytics', () => ({ track: vi.fn() }))

const KEY = 'shop-checkout-delivery'
const kept = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
afterEach(() => sessionStorage.clear())

const delivery: Form = {
  name: 'delivery',
  action: '/ajax/basket/address/form',
  info: { error: '', clearAfter: false, disabled: false, hideOnSuccess: false, sendAgain: false, message: '' },
  fields: [formField({ name: 'city', label: 'City' }), formField({ name: 'psw', fieldType: 'password', label: 'Password' })],
}

test('the forms wait for the engine, start from what the tab kept, and never keep a password', async () => {
  sessionStorage.setItem(KEY, JSON.stringify({ choice: {}, index: {}, values: { delivery: { city: 'Kraków' } } }))
  const store = new DeliveryStepStore(() => {})
  store.dispatch({ type: 'definitions', forms: { delivery } })
  expect(store.state().forms.delivery).toBeUndefined()

  store.dispatch({ type: 'retryForms' })
  await vi.waitFor(() => expect(store.state().forms.delivery).toBeDefined())
  const form = store.state().forms.delivery
  expect(form?.$form.get().values.city).toBe('Kraków')

  form?.change('city', 'Gdańsk')
  form?.change('psw', 'secret')
  expect(kept().values).toEqual({ delivery: { city: 'Gdańsk' } })
})

const option = (delivery_id: number, delivery_cost_id: number, extra: Partial<DeliveryCost> = {}) =>
  ({
    delivery_id,
    delivery_cost_id,
    payment_id: 1,
    delivery_name: 'Kurier DPD',
    payment_name: 'Przelewy24',
    cost: 10,
    ...extra,
  }) as DeliveryCost
const answer = { basket: {}, deliveries_costs: [option(1, 11), option(2, 21, { is_map: true })], redirect: '' } as unknown as PaymentsAnswer

test('a tap reads forward: the choice shows after the frame, the tab keeps it, analytics hears the option once', async () => {
  const store = new DeliveryStepStore(() => {})
  store.dispatch({ type: 'loaded', answer })
  expect(store.state().status).toBe('ready')

  store.dispatch({ type: 'chooseDelivery', id: 1 })
  // INP, a tap's time to paint: the browser paints the tapped radio first; the step answers after that frame.
  expect(store.state().choice.deliveryId).toBeNull()
  await vi.waitFor(() => expect(store.state().choice).toMatchObject({ deliveryId: 1, costId: 11 }))
  expect(kept().choice).toMatchObject({ deliveryId: 1, costId: 11 })
  // Its code loads with the first choice: the call comes a moment later.
  await vi.waitFor(() => expect(track).toHaveBeenCalledTimes(1))
  expect(track).toHaveBeenCalledWith(expect.objectContaining({ event: 'checkoutOption' }))

  store.dispatch({ type: 'chooseDelivery', id: 1 })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(track).toHaveBeenCalledTimes(1)
})
