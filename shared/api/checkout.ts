import {
  addressAnswerSchema,
  type OrderPayload,
  paymentsAnswerSchema,
  pointDetailsAnswerSchema,
  pointsAnswerSchema,
  summaryAnswerSchema,
} from '../schemas/checkout'
import * as v from '../schemas/kit'
import { call } from './client'
import { declare, group, map, optional, request, rows, type Sent, whole, words, yesNo } from './encode'
import { isApiError } from './errors'

// SPEC 7: the delivery step's calls (checkout step 2).

/** POST /ajax/basket/payments: the basket, countries, delivery cost options and the step's forms. */
export const postPayments = () => call('post', '/ajax/basket/payments', paymentsAnswerSchema)

/** POST /ajax/basket/country/set: the basket and the delivery cost options of that country. */
const countryFields = () => ({ id: whole() })
export const countryRequest = /* @__PURE__ */ request<typeof countryFields>()
if (process.env.NODE_ENV !== 'production') declare(countryRequest, countryFields)
export const postCountry = (id: number) =>
  call('post', '/ajax/basket/country/set', paymentsAnswerSchema, { id } satisfies Sent<typeof countryRequest>)

const pointsFields = () => ({ id: whole(), pid: whole() })
export const pointsRequest = /* @__PURE__ */ request<typeof pointsFields>()
if (process.env.NODE_ENV !== 'production') declare(pointsRequest, pointsFields)
/** POST /ajax/basket/points/all: the pickup points of a delivery (id) and payment (pid). */
export async function postPoints(deliveryId: number, paymentId: number) {
  return (
    await call('post', '/ajax/basket/points/all', pointsAnswerSchema, { id: deliveryId, pid: paymentId } satisfies Sent<
      typeof pointsRequest
    >)
  ).items
}

const pointDetailsFields = () => ({ id: whole(), point: words(), pid: whole() })
export const pointDetailsRequest = /* @__PURE__ */ request<typeof pointDetailsFields>()
if (process.env.NODE_ENV !== 'production') declare(pointDetailsRequest, pointDetailsFields)
/** POST /ajax/basket/points/details: one point with its description and additional info. */
export async function postPointDetails(deliveryId: number, pointId: string, paymentId: number) {
  const fields = { id: deliveryId, point: pointId, pid: paymentId } satisfies Sent<typeof pointDetailsRequest>
  return (await call('post', '/ajax/basket/points/details', pointDetailsAnswerSchema, fields)).point
}

/**
 * POST /ajax/basket/summary: the check before the summary step. A refusal with errors
 * ({status:false, errors, error_fields}) is the server's verdict on the order, not a failure.
 */
export async function postSummary(order: OrderPayload) {
  try {
    return await call('post', '/ajax/basket/summary', summaryAnswerSchema, orderRequest.encode(order))
  } catch (error) {
    if (isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') && error.body && typeof error.body === 'object') {
      const parsed = v.safeParse(summaryAnswerSchema, error.body)
      if (parsed.success) return { ...parsed.output, status: false }
    }
    throw error
  }
}

/**
 * SPEC 3 Order payload as the legacy endpoints read it (summary and order): form fields with
 * PHP-style brackets, `delivery[forename]=…`, `products[0][id]=…`, `addressIndex[delivery]=…`.
 * The order of the entries is the order of the fields on the wire.
 */
const orderFields = () => ({
  account_create: yesNo(),
  products: rows({ id: whole(), quantity: whole() }),
  payment: whole(),
  paymentGatewayID: optional(whole()),
  paymentBankID: optional(whole()),
  point: optional(words()),
  country: optional(whole()),
  addressIndex: group({ delivery: optional(whole()), invoice: optional(whole()) }),
  wantInvoice: yesNo(),
  delivery: map(words()),
  consents: map(words()),
  consentsWithRegistration: optional(map(words())),
  invoice: optional(map(words())),
})
export const orderRequest = /* @__PURE__ */ request<typeof orderFields>()
if (process.env.NODE_ENV !== 'production') declare(orderRequest, orderFields)

/** The address form's values: one field per field of the server's form, by its name. */
const addressFields = () => ({})
export const addressRequest = /* @__PURE__ */ request<typeof addressFields, string>()
if (process.env.NODE_ENV !== 'production') declare(addressRequest, addressFields, words())

/** POST /ajax/basket/address/form: adds a saved address (a logged-in shopper). */
export const postAddress = (values: Record<string, string>) =>
  call('post', '/ajax/basket/address/form', addressAnswerSchema, values satisfies Sent<typeof addressRequest>)
