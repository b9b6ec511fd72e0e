import { describe, expect, test } from 'vitest'
import { deliveryCostSchema, type OrderPayload, pickupPointSchema, type SavedAddress } from '../../shared/schemas/checkout'
import * as v from '../../shared/schemas/kit'
import { checkedChoiceOf } from './checkout-data'

const option = v.parse(deliveryCostSchema, {
  delivery_id: 6,
  delivery_name: 'DPD Pickup',
  behaviour: 'dpd_pickup',
  delivery_cost_id: 1065,
  payment_name: 'Blue Media',
  payment_id: 5,
  payment_behaviour: 'bluemedia',
  cost: 14.99,
  is_map: true,
})
const point = v.parse(pickupPointSchema, { i: 'WAW01', name: 'Lewiatan', g: [52.2, 21] })
const saved: SavedAddress = {
  id: 9,
  forename: 'Ola',
  surname: 'Lis',
  address: 'Długa 5',
  postcode: '80-001',
  city: 'Gdańsk',
  email: 'ola@example.com',
  phone: '600',
  invoice_company_name: '',
  invoice_tax_identifier: '',
}
const payload = (overrides: Partial<OrderPayload> = {}): OrderPayload => ({
  account_create: false,
  products: [{ id: 1, quantity: 1 }],
  payment: 1065,
  paymentGatewayID: 1502,
  paymentBankID: 3,
  point: 'WAW01',
  country: 1,
  addressIndex: { delivery: null, invoice: null },
  wantInvoice: false,
  delivery: { forename: 'Jan' },
  consents: { terms: 't' },
  ...overrides,
})
const bank = { id: 3, gatewayID: 1502, name: 'mBank', logo: '' }

describe('the checked choice the delivery step hands to the summary (as the server stores it)', () => {
  test('the option, point, bank and typed values', () => {
    expect(checkedChoiceOf({ payload: payload(), option, point, bank, saved: { delivery: [], invoice: [] } })).toEqual({
      deliveryId: 6,
      paymentId: 5,
      countryId: 1,
      deliveryCostId: 1065,
      behaviour: 'dpd_pickup',
      paymentBehaviour: 'bluemedia',
      point: 'WAW01',
      pickupPoint: point,
      bank,
      accountCreate: false,
      wantInvoice: false,
      addressIndex: { delivery: null, invoice: null },
      delivery: { forename: 'Jan' },
      invoice: null,
      consents: { terms: 't' },
      consentsWithRegistration: null,
    })
  })

  test.each([
    [
      'a saved address picked by position shows its values',
      { addressIndex: { delivery: 0, invoice: null } },
      'delivery',
      { ...saved, id: undefined },
    ],
    [
      'an index that points nowhere keeps what was typed',
      { addressIndex: { delivery: 4, invoice: null } },
      'delivery',
      { forename: 'Jan' },
    ],
    [
      'an invoice only when wanted',
      { wantInvoice: true, invoice: { invoice_company_name: 'Lis s.c.' } },
      'invoice',
      { invoice_company_name: 'Lis s.c.' },
    ],
    [
      'account terms with account creation',
      { account_create: true, consentsWithRegistration: { account_terms: 't' } },
      'consentsWithRegistration',
      { account_terms: 't' },
    ],
  ])('%s', (_, overrides, key, expected) => {
    const choice = checkedChoiceOf({ payload: payload(overrides), option, point, bank, saved: { delivery: [saved], invoice: [] } })
    const value = choice[key as keyof typeof choice]
    expect(value).toEqual(
      Object.fromEntries(
        Object.entries(expected)
          .filter(([, item]) => item !== undefined)
          .map(([name, item]) => [name, String(item)]),
      ),
    )
  })
})
