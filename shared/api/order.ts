import {
  blikAnswerSchema,
  type OrderPayload,
  orderAnswerSchema,
  orderRefreshAnswerSchema,
  voucherOrderAnswerSchema,
} from '../schemas/checkout'
import * as v from '../schemas/kit'
import { isBusinessAnswer } from './business-answer'
import { orderBody } from './checkout'
import { call } from './client'
import type { blikFields, orderHeaders, voucherOrderFields } from './sent'
import type { Sent } from './wire'

// SPEC 7: placing the order (checkout step 3), its BLIK code, renewing a card order, voucher orders.

/**
 * A refusal ({status: false, message, redirect …} with a 200, 409 or 422) read as an answer: the
 * server's verdict (business-answer.ts). Anything else (offline, a 500, HTML, a session or
 * anti-forgery refusal) stays a failure: its notice shows and no redirect of its body is followed.
 */
function refusalOf<S extends v.GenericSchema>(schema: S, error: unknown): v.InferOutput<S> | null {
  if (!isBusinessAnswer(error) || error.kind !== 'rejected' || !error.body || typeof error.body !== 'object') return null
  const parsed = v.safeParse(schema, error.body)
  return parsed.success ? { ...parsed.output, status: false } : null
}

/**
 * POST /ajax/basket/order with the order payload (SPEC 3) and the attempt's Idempotency-Key (one
 * attempt, one order: the server answers a repeated key with the order of its first call). A
 * refusal ({status: false}, SPEC 8 "Failed order") is the server's verdict and comes back as an
 * answer; a failure with no verdict (offline, 500 without a body, HTML) throws.
 */
export async function postOrder(order: OrderPayload, attempt: string) {
  const headers = { 'Idempotency-Key': attempt } satisfies Sent<typeof orderHeaders>
  try {
    return await call('post', '/ajax/basket/order', orderAnswerSchema, orderBody(order), undefined, headers)
  } catch (error) {
    const refusal = refusalOf(orderAnswerSchema, error)
    if (refusal) return refusal
    throw error
  }
}

/** POST {BLIK action url} with the six-digit AuthorizationCode (SPEC 7). */
export async function postBlikCode(action: string, code: string) {
  try {
    return await call('post', action, blikAnswerSchema, { AuthorizationCode: code } satisfies Sent<typeof blikFields>)
  } catch (error) {
    const refusal = refusalOf(blikAnswerSchema, error)
    if (refusal) return refusal
    throw error
  }
}

/** POST /{lang}/order/refresh/{orderId}: a new transaction key for a card order paid again (SPEC 7). */
export const postOrderRefresh = (homePath: string, orderId: string) =>
  call('post', `${homePath.replace(/\/$/, '')}/order/refresh/${encodeURIComponent(orderId)}`, orderRefreshAnswerSchema)

export const postVoucherOrder = (values: Record<string, string>) =>
  call('post', '/vouchers/order', voucherOrderAnswerSchema, values satisfies Sent<typeof voucherOrderFields, string>)
