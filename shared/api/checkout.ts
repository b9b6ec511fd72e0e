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
import type { Sent } from './wire'

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

/**
 * The order payload on the wire, by wire.ts flatten's rule (a group as `name[key]`, a list of
 * groups as `name[0][key]`, null left out), written here so that the delivery step loads no chunk
 * for it (the step's byte budget, test/budgets.ts; contract-requests.test.ts holds both to the
 * published file).
 */
export const orderBody = (order: Sent<typeof orderFields>): Payload => flat(order, {}, '')

function flat(value: object, payload: Payload, name: string): Payload {
  for (const [key, inner] of Object.entries(value)) {
    const field = name ? `${name}[${key}]` : key
    if (inner !== null && typeof inner === 'object') flat(inner, payload, field)
    else if (inner !== undefined) payload[field] = inner
  }
  return payload
}

/** POST /ajax/basket/address/form: adds a saved address (a logged-in shopper). */
export const postAddress = (values: Record<string, string>) =>
  call('post', '/ajax/basket/address/form', addressAnswerSchema, values satisfies Sent<typeof addressFields, string>)
