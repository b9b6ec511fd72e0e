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
import type { Payload } from './transport'

// SPEC 7: the delivery step's calls (checkout step 2).

/** POST /ajax/basket/payments: the basket, countries, delivery cost options and the step's forms. */
export const postPayments = () => call('post', '/ajax/basket/payments', paymentsAnswerSchema)

/** POST /ajax/basket/country/set: the basket and the delivery cost options of that country. */
export const postCountry = (id: number) => call('post', '/ajax/basket/country/set', paymentsAnswerSchema, { id })

/** POST /ajax/basket/points/all: the pickup points of a delivery (id) and payment (pid). */
export async function postPoints(deliveryId: number, paymentId: number) {
  return (await call('post', '/ajax/basket/points/all', pointsAnswerSchema, { id: deliveryId, pid: paymentId })).items
}

/** POST /ajax/basket/points/details: one point with its description and additional info. */
export async function postPointDetails(deliveryId: number, pointId: string, paymentId: number) {
  return (await call('post', '/ajax/basket/points/details', pointDetailsAnswerSchema, { id: deliveryId, point: pointId, pid: paymentId }))
    .point
}

/**
 * POST /ajax/basket/summary: the check before the summary step. A refusal with errors
 * ({status:false, errors, error_fields}) is the server's verdict on the order, not a failure.
 */
export async function postSummary(order: OrderPayload) {
  try {
    return await call('post', '/ajax/basket/summary', summaryAnswerSchema, orderFields(order))
  } catch (error) {
    if (isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') && error.body && typeof error.body === 'object') {
      const parsed = v.safeParse(summaryAnswerSchema, error.body)
      if (parsed.success) return { ...parsed.output, status: false }
    }
    throw error
  }
}

/**
 * The order payload as the legacy endpoints read it: form fields with PHP-style brackets,
 * `delivery[forename]=…`, `products[0][id]=…`, `addressIndex[delivery]=…`.
 */
export function orderFields(order: OrderPayload): Payload {
  const fields: Payload = {}
  const put = (name: string, value: unknown) => {
    if (value === undefined) return
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) put(`${name}[${key}]`, inner)
    } else fields[name] = value as string | number | boolean | null
  }
  for (const [key, value] of Object.entries(order)) put(key, value)
  return fields
}

/** POST /ajax/basket/address/form: adds a saved address (a logged-in shopper). */
export const postAddress = (values: Record<string, string>) => call('post', '/ajax/basket/address/form', addressAnswerSchema, values)
