import { readPart } from '../../shared/page-data/shop-data'
import {
  type CheckedChoice,
  checkedChoiceSchema,
  type DeliveryCost,
  type OrderPayload,
  type PickupPoint,
  type SavedAddress,
  type WallMethod,
} from '../../shared/schemas/checkout'
import * as v from '../../shared/schemas/kit'

// SPEC 3 basket checkout state: what the delivery step chose and the server checked (the summary
// guard reads its ids; the summary step shows the rest and sends it again as the order).
export type CheckoutState = CheckedChoice

const noChoice: CheckoutState = v.parse(checkedChoiceSchema, {})

let chosenHere: CheckoutState | null = null

/** The choice the summary check accepted on this page (newer than the page's embedded one). */
export const rememberCheckoutState = (state: CheckoutState) => {
  chosenHere = state
}

export const readCheckoutState = (): CheckoutState => chosenHere ?? readPart(['checkout'], checkedChoiceSchema, noChoice)

/** A saved address picked by position, as values; else what was typed. */
function addressValues(list: readonly SavedAddress[], index: number | null, typed: Record<string, string>): Record<string, string> {
  const address = index === null ? undefined : list[index]
  if (!address) return typed
  return Object.fromEntries(Object.entries(address).flatMap(([key, value]) => (key === 'id' ? [] : [[key, String(value ?? '')]])))
}

/**
 * The checked choice as the server stores it after a passed summary check, built on the page from
 * what the delivery step sent: the summary shows it without a reload. A saved address chosen by
 * its position is shown by its values.
 */
export function checkedChoiceOf(input: {
  payload: OrderPayload
  option: DeliveryCost
  point: PickupPoint | null
  bank: WallMethod | null
  saved: { delivery: readonly SavedAddress[]; invoice: readonly SavedAddress[] }
}): CheckoutState {
  const { payload, option, saved } = input
  const index = payload.addressIndex
  return {
    deliveryId: option.delivery_id,
    paymentId: option.payment_id,
    countryId: payload.country,
    deliveryCostId: option.delivery_cost_id,
    behaviour: option.behaviour,
    paymentBehaviour: option.payment_behaviour,
    point: payload.point,
    pickupPoint: option.is_map ? input.point : null,
    bank: input.bank,
    accountCreate: payload.account_create,
    wantInvoice: payload.wantInvoice,
    addressIndex: index,
    delivery: addressValues(saved.delivery, index.delivery, payload.delivery),
    invoice: payload.wantInvoice ? addressValues(saved.invoice, index.invoice, payload.invoice ?? {}) : null,
    consents: payload.consents,
    consentsWithRegistration: payload.consentsWithRegistration ?? null,
  }
}
