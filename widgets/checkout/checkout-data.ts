import { readPart } from '../../shared/page-data/shop-data'
import type { Basket } from '../../shared/schemas/basket'
import {
  type CheckedChoice,
  checkedChoiceSchema,
  type DeliveryCost,
  type OrderPayload,
  type PickupPoint,
  type SavedAddress,
  type WallMethod,
} from '../../shared/schemas/checkout'
import { numeric, text, url } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

// The parts of the basket only the checkout reads. The shared basket schema keeps them as they
// came (it is loose), so they are parsed here, where they are used, and stay out of every other
// page's bytes.

const tile = v.looseObject({
  product_id: numeric,
  name: text,
  url,
  photo: url,
  producer_name: v.optional(text, ''),
  price: v.looseObject({ regular: numeric, final: numeric }),
})

const checkoutBasketSchema = v.looseObject({
  // SPEC 3 Basket club_value: read as the worth of one loyalty point in the basket's currency
  // (the fixture: 1 zł converted), shown beside the points so no currency is assumed.
  club_value: v.optional(numeric, 0),
  deliveries: v.optional(v.looseObject({ min: v.optional(numeric, 0) }), { min: 0 }),
  recommendations: v.optional(v.array(v.looseObject({ id: text, title: text, products: v.array(tile) })), []),
})

export type CheckoutBasket = v.InferOutput<typeof checkoutBasketSchema>

const none: CheckoutBasket = { club_value: 0, deliveries: { min: 0 }, recommendations: [] }

/** The checkout's view of the basket; a malformed part costs only that part (logged once). */
export function checkoutPartsOf(basket: Basket): CheckoutBasket {
  const result = v.safeParse(checkoutBasketSchema, basket)
  if (result.success) return result.output
  console.warn('[shop-widgets] checkout: the basket has malformed delivery or recommendation data')
  return none
}

// SPEC 3 basket checkout state: what the delivery step chose and the server checked (the summary
// guard reads its ids; the summary step shows the rest and sends it again as the order).
export type CheckoutState = CheckedChoice

const noChoice: CheckoutState = v.parse(checkedChoiceSchema, {})

let chosenHere: CheckoutState | null = null

/** The choice the summary check accepted on this page (newer than the page's embedded one). */
export const rememberCheckoutState = (state: CheckoutState) => {
  chosenHere = state
}

let placedHere = false

/** An order was placed on this page: the summary stays (its BLIK modal) though the basket is now empty. */
export const rememberPlacedOrder = () => {
  placedHere = true
}
export const orderPlacedHere = () => placedHere

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
