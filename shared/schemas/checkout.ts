import { basketSchema } from './basket'
import { flag, numeric, text, url } from './common'
import { formSchema } from './form'
import * as v from './kit'

// SPEC 3 and 7: what the delivery step (checkout step 2) reads. Parsed where it enters: the
// answers of payments, country/set, points and summary.

/** SPEC 3 Delivery cost option: one delivery method paired with one payment option. */
export const deliveryCostSchema = v.looseObject({
  delivery_id: numeric,
  delivery_name: text,
  /** SPEC 9 delivery behaviours: paczkomaty, paczkomaty_weekend, orlen, orlen_cod, dpd, dpd_pickup, logistics. */
  behaviour: v.optional(text, ''),
  delivery_additional_info: v.optional(text, ''),
  delivery_time: v.optional(text, ''),
  spedition: v.optional(text, ''),
  delivery_cost_id: numeric,
  payment_name: text,
  payment_alternative_description: v.optional(text, ''),
  payment_id: numeric,
  /** SPEC 9 payment behaviours: przelewy24, dotpay, bank_transfer, on_delivery, bluemedia, bluemedia_blik, … */
  payment_behaviour: v.optional(text, ''),
  cost: numeric,
  /** The option needs a pickup point chosen on the map. */
  is_map: v.optional(flag, false),
})
export type DeliveryCost = v.InferOutput<typeof deliveryCostSchema>

/** SPEC 3 Payment method wall: one bank of a payment wall. */
const wallMethodSchema = v.looseObject({ id: numeric, gatewayID: numeric, name: v.optional(text, ''), logo: v.optional(text, '') })
export type WallMethod = v.InferOutput<typeof wallMethodSchema>

const countriesSchema = v.looseObject({
  items: v.optional(v.array(v.looseObject({ id: numeric, name: text })), []),
  selected: v.nullish(numeric, null),
})
export type Countries = v.InferOutput<typeof countriesSchema>

const address = v.looseObject({
  id: v.optional(numeric, 0),
  forename: v.optional(text, ''),
  surname: v.optional(text, ''),
  address: v.optional(text, ''),
  postcode: v.optional(text, ''),
  city: v.optional(text, ''),
  email: v.optional(text, ''),
  phone: v.optional(text, ''),
  invoice_company_name: v.optional(text, ''),
  invoice_tax_identifier: v.optional(text, ''),
})
export type SavedAddress = v.InferOutput<typeof address>

/** The forms of the step (SPEC 3 Order payload: delivery, invoice, consents, consentsWithRegistration). */
const checkoutFormsSchema = v.looseObject({
  delivery: v.optional(formSchema),
  invoice: v.optional(formSchema),
  consents: v.optional(formSchema),
  consentsWithRegistration: v.optional(formSchema),
})
export type CheckoutForms = v.InferOutput<typeof checkoutFormsSchema>
export type CheckoutFormName = keyof CheckoutForms & string

/**
 * The delivery step's parts of the basket (SPEC 3 Basket): the saved addresses of a logged-in
 * shopper, which ones are chosen, the invoice box, and the payment walls.
 * SPEC 3 lists `payment_methods` on the basket and says "a payment with wall methods needs a bank
 * choice": read as a map from payment_id to that payment's banks; a payment with none has no wall.
 */
export const deliveryBasketSchema = v.looseObject({
  addresses: v.optional(v.looseObject({ delivery: v.optional(v.array(address), []), invoice: v.optional(v.array(address), []) }), {}),
  addressIndex: v.optional(v.looseObject({ delivery: v.nullish(numeric, null), invoice: v.nullish(numeric, null) }), {}),
  wantInvoice: v.optional(flag, false),
  payment_methods: v.optional(v.record(v.string(), v.array(wallMethodSchema)), {}),
})
export type DeliveryBasket = v.InferOutput<typeof deliveryBasketSchema>

/**
 * SPEC 7 POST /ajax/basket/payments (and country/set, which answers the same parts): the basket,
 * the delivery countries, the delivery cost options, the step's forms (the step's own choice: the
 * fixture and backends send the form definitions here), and SPEC 8's redirect and message.
 */
export const paymentsAnswerSchema = v.looseObject({
  basket: basketSchema,
  countries: v.optional(countriesSchema),
  deliveries_costs: v.optional(v.array(deliveryCostSchema), []),
  forms: v.optional(checkoutFormsSchema),
  redirect: v.optional(text, ''),
  message: v.optional(text, ''),
})
export type PaymentsAnswer = v.InferOutput<typeof paymentsAnswerSchema>

/** SPEC 3 Pickup point. points/all gives the list (i, g and the address, for the list view); points/details the rest. */
export const pickupPointSchema = v.looseObject({
  i: text,
  name: v.optional(text, ''),
  /** [lat, lng] */
  g: v.pipe(
    v.array(numeric),
    v.check((pair) => pair.length === 2, 'expected [lat, lng]'),
  ),
  /** One of the 21 logistics point types (SPEC 9); parcel lockers and shops otherwise. */
  type: v.optional(text, ''),
  address: v.optional(
    v.looseObject({
      city: v.optional(text, ''),
      street: v.optional(text, ''),
      building_number: v.optional(text, ''),
      flat_number: v.optional(text, ''),
      post_code: v.optional(text, ''),
      province: v.optional(text, ''),
    }),
    {},
  ),
  /** '24h/7' or the day-hours text. */
  operating_hours: v.optional(text, ''),
  location_description: v.optional(text, ''),
  additional_info: v.optional(text, ''),
})
export type PickupPoint = v.InferOutput<typeof pickupPointSchema>

export const pointsAnswerSchema = v.looseObject({
  status: v.optional(flag, true),
  items: v.optional(v.array(pickupPointSchema), []),
})

export const pointDetailsAnswerSchema = v.looseObject({
  status: v.optional(flag, true),
  point: pickupPointSchema,
})

/** SPEC 3 Order payload, as the delivery step sends it to the summary check. */
export interface OrderPayload {
  account_create: boolean
  products: { id: number; quantity: number }[]
  /** The chosen delivery cost option (delivery_cost_id). */
  payment: number
  paymentGatewayID: number | null
  paymentBankID: number | null
  point: string | null
  country: number | null
  addressIndex: { delivery: number | null; invoice: number | null }
  wantInvoice: boolean
  delivery: Record<string, string>
  consents: Record<string, string>
  consentsWithRegistration?: Record<string, string>
  /** Only when an invoice is wanted (SPEC 3). */
  invoice?: Record<string, string>
}

/** SPEC 7 POST /ajax/basket/summary; SPEC 5 server validation errors. */
export const summaryAnswerSchema = v.looseObject({
  status: v.optional(flag, false),
  errors: v.optional(
    v.looseObject({
      basket: v.optional(v.looseObject({ products: v.optional(v.unknown()), total: v.optional(v.unknown()) })),
      forms: v.optional(checkoutFormsSchema),
    }),
  ),
  error_fields: v.optional(v.record(v.string(), text), {}),
  newsletterMessage: v.optional(text, ''),
  redirect: v.optional(text, ''),
  message: v.optional(text, ''),
  basket: v.optional(basketSchema),
})
export type SummaryAnswer = v.InferOutput<typeof summaryAnswerSchema>

/** POST /ajax/basket/address/form: a form answer, with the basket and its new address list. */
export const addressAnswerSchema = v.looseObject({
  status: v.optional(flag, false),
  message: v.optional(text, ''),
  error_fields: v.optional(v.record(v.string(), text), {}),
  basket: v.optional(basketSchema),
})

const values = v.optional(v.record(v.string(), text), {})

/**
 * SPEC 3 basket checkout state, as the summary step reads it: what a passed summary check stored
 * (window.shopData.checkout on checkout pages, or what the delivery step remembered on this page).
 * deliveryId and paymentId are the entry guard's; the rest is what the summary shows and the order
 * sends again (SPEC 3 Order payload). An older page may carry the two ids only.
 */
export const checkedChoiceSchema = v.looseObject({
  deliveryId: v.nullish(numeric, null),
  paymentId: v.nullish(numeric, null),
  countryId: v.nullish(numeric, null),
  /** The delivery cost option (the order's `payment`). */
  deliveryCostId: v.nullish(numeric, null),
  behaviour: v.optional(text, ''),
  /** SPEC 9 payment behaviour: bluemedia_blik asks for a BLIK code after the order. */
  paymentBehaviour: v.optional(text, ''),
  point: v.nullish(text, null),
  pickupPoint: v.nullish(pickupPointSchema, null),
  bank: v.nullish(wallMethodSchema, null),
  accountCreate: v.optional(flag, false),
  wantInvoice: v.optional(flag, false),
  addressIndex: v.optional(v.looseObject({ delivery: v.nullish(numeric, null), invoice: v.nullish(numeric, null) }), {}),
  delivery: values,
  invoice: v.nullish(v.record(v.string(), text), null),
  consents: values,
  consentsWithRegistration: v.nullish(v.record(v.string(), text), null),
})
export type CheckedChoice = v.InferOutput<typeof checkedChoiceSchema>

/**
 * SPEC 7 POST /ajax/basket/order: the transaction key of the placed order, SPEC 8's redirect and
 * message, the card gateway's redirect_url (payment 9), and the BLIK status and action URL.
 */
export const orderAnswerSchema = v.looseObject({
  status: v.optional(flag, false),
  transaction: v.optional(text, ''),
  orderId: v.optional(text, ''),
  // `errors` is not read: a refused order goes to the basket (SPEC 8; docs/spec-readings.md).
  redirect: v.optional(text, ''),
  message: v.optional(text, ''),
  redirect_url: v.optional(url, ''),
  BlikStatus: v.optional(text, ''),
  BlikAction: v.optional(url, ''),
})
export type OrderAnswer = v.InferOutput<typeof orderAnswerSchema>

/** SPEC 7 POST {BLIK action url}: SPEC 4 reads its status (payment_error shows the error state). */
export const blikAnswerSchema = v.looseObject({
  status: v.optional(flag, true),
  BlikStatus: v.optional(text, ''),
  message: v.optional(text, ''),
})

/** SPEC 7 POST /{lang}/order/refresh/{orderId}: the renewed transaction key, and the gateway to pay at. */
export const orderRefreshAnswerSchema = v.looseObject({
  transaction_key: v.pipe(text, v.nonEmpty('expected a transaction key')),
  redirect_url: v.optional(url, ''),
})

/** SPEC 7 POST /vouchers/order. */
export const voucherOrderAnswerSchema = v.looseObject({
  status: v.optional(flag, false),
  transaction: v.pipe(text, v.nonEmpty('expected a transaction')),
  message: v.optional(text, ''),
})
