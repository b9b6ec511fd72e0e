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
import { isApiError } from './errors'
import type { addressFields, countryFields, orderFields, pointDetailsFields, pointsFields } from './sent'
import type { Payload } from './transport'
import { flatten, type Sent } from './wire'

// SPEC 7: the delivery step's calls (checkout step 2).

/** POST /ajax/basket/payments: the basket, countries, delivery cost options and the step's forms. */
export const postPayments = () => call('post', '/ajax/basket/payments', paymentsAnswerSchema)

export const postCountry = (id: number) =>
  call('post', '/ajax/basket/country/set', paymentsAnswerSchema, { id } satisfies Sent<typeof countryFields>)

/** POST /ajax/basket/points/all: the pickup points of a delivery (id) and payment (pid). */
export async function postPoints(deliveryId: number, paymentId: number) {
  return (
    await call('post', '/ajax/basket/points/all', pointsAnswerSchema, { id: deliveryId, pid: paymentId } satisfies Sent<
      typeof pointsFields
    >)
  ).items
}

/** POST /ajax/basket/points/details: one point with its description and additional info. */
export async function postPointDetails(deliveryId: number, pointId: string, paymentId: number) {
  const fields = { id: deliveryId, point: pointId, pid: paymentId } satisfies Sent<typeof pointDetailsFields>
  return (await call('post', '/ajax/basket/points/details', pointDetailsAnswerSchema, fields)).point
}

/**
 * POST /ajax/basket/summary: the check before the summary step. A refusal with errors
 * ({status:false, errors, error_fields}) is the server's verdict on the order, not a failure.
 */
export async function postSummary(order: OrderPayload) {
  try {
    return await call('post', '/ajax/basket/summary', summaryAnswerSchema, orderBody(order))
  } catch (error) {
    if (isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') && error.body && typeof error.body === 'object') {
      const parsed = v.safeParse(summaryAnswerSchema, error.body)
      if (parsed.success) return { ...parsed.output, status: false }
    }
    throw error
  }
}

/** The order payload on the wire (wire.ts flatten: a group as `name[key]`, a list of groups as `name[0][key]`, null left out). */
export const orderBody = (order: Sent<typeof orderFields>): Payload => flatten(order)

/** POST /ajax/basket/address/form: adds a saved address (a logged-in shopper). */
export const postAddress = (values: Record<string, string>) =>
  call('post', '/ajax/basket/address/form', addressAnswerSchema, values satisfies Sent<typeof addressFields, string>)
