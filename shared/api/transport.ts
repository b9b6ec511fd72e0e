// The network edge: one fetch wrapper with the shop's headers, the time-out and SPEC 8's errors.
// Loaded with the first call (shared/api/client.ts), so a page that never calls the server before
// the shopper acts never downloads it. It replaced ky (a library on every page that calls the
// server, against each page's byte budget, test/budgets.ts): the islands used only its time-out,
// its HTTP error and its beforeRequest hook, which are these few lines; retries were off
// (retry: 0).
import { readConfig } from '../page-data/shop-data'
import { readBoolean } from '../schemas/kit'
import { ApiError, replaced } from './errors'
import { REQUEST_TIMEOUT_MS, reportConnection } from './request'

type Field = string | number | boolean | null | undefined
export type Payload = Record<string, Field | Field[]>

/** Legacy endpoints read form fields; arrays go as `name[]`. */
export function formBody(payload: Payload): URLSearchParams {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${key}[]`, String(item ?? ''))
    else if (value !== undefined && value !== null) body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  return body
}

/** Headers a call sets beyond every call's own (an order's Idempotency-Key). */
export type Extra = Record<string, string>

function headers(extra?: Extra): Headers {
  // SPEC 7: the XMLHttpRequest marker and the anti-forgery token header.
  const result = new Headers({ 'X-Requested-With': 'XMLHttpRequest', ...extra })
  const token = readConfig().csrfToken
  if (token) result.set('X-CSRF-Token', token)
  return result
}

/**
 * fetch, abandoned after REQUEST_TIMEOUT_MS without an answer (then aborted; the race, as ky did,
 * also ends a fetch that ignores the signal). Null on time-out. The body is read afterwards.
 */
function fetchInTime(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response | null> {
  const controller = new AbortController()
  signal?.addEventListener('abort', () => controller.abort(), { once: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null)
      controller.abort()
    }, REQUEST_TIMEOUT_MS)
  })
  return Promise.race([fetch(path, { ...init, signal: controller.signal }), timeout]).finally(() => clearTimeout(timer))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A JSON body as the refusal rule reads it: any JSON value (`?.` on a number or a string is undefined). */
type Said = { status?: unknown; message?: unknown; code?: unknown } | null | undefined

/**
 * One request: every failure becomes an ApiError with SPEC 8's text. Returns the JSON body.
 * `again` sends the same request once more, for an anti-forgery refusal (README "Refusals"): the
 * token is renewed and the request sent again, once (renew-token.ts, loaded only then: no page
 * carries it before; without `again`, the second try, it fails the call as 'expired'). Should
 * that chunk not load, the call fails with the loader's error: SPEC 8's generic text, and no
 * state taken from it (no business answer).
 */
async function request(
  method: string,
  path: string,
  payload?: Payload | FormData,
  signal?: AbortSignal,
  again?: () => Promise<unknown>,
  extra?: Extra,
): Promise<unknown> {
  // ARCHITECTURE "The boundary": data goes to this shop only. An address taken from data (a BLIK
  // action, a form's action) at another origin is refused before anything is sent. (check-backend
  // calls from Node, where there is no page and its fetch keeps to the shop.)
  const here = globalThis.location
  if (here && new URL(path, here.href).origin !== here.origin) throw new ApiError('The address is not on this shop.', 'invalid')
  let response: Response | null
  try {
    // FormData goes as multipart (a form with a file); anything else as form fields. The session
    // cookie goes along: `credentials: 'same-origin'` is fetch's default in every supported browser.
    const body = payload instanceof FormData ? payload : payload ? formBody(payload) : undefined
    response = await fetchInTime(path, { method: method.toUpperCase(), body, headers: headers(extra) }, signal)
  } catch {
    // Given up by the caller: the connection is fine, and nobody waits for this answer.
    if (signal?.aborted) throw replaced()
    reportConnection(false)
    throw new ApiError('Network Error', 'network')
  }
  if (!response) throw new ApiError(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`, 'timeout')
  reportConnection(true)
  const text = await response.text().catch(() => '')
  const body = parseJson(text)
  const said = body as Said
  const { status } = response
  // README "Refusals": `{status: false}` on 200 or any 4xx is a refusal with its message, not a
  // transport failure (the kit's reading rule: 'f', 0, '0', 'false' say no too). A 5xx failed.
  // Without a message of its own, a refusal shows SPEC 8's generic text (i18n/failure-text.ts).
  const failure =
    status < 500 && readBoolean(said?.status) === false
      ? new ApiError(typeof said?.message === 'string' ? said.message : '', 'rejected', body, status)
      : !response.ok && new ApiError(`Request failed with status code ${status}`, 'http', body, status)
  if (failure) {
    // The anti-forgery refusal is the one with `code: "csrf"` in its body (documented as HTTP 403
    // `{status: false, code: "csrf", message}`; the code decides, at any status). A 403 without
    // the code is a refusal like any other: shown, never sent again.
    if (said?.code === 'csrf') return import('./renew-token').then(({ renewAndResend }) => renewAndResend(failure, again, request))
    throw failure
  }
  // HTML where JSON was expected (a login page, a proxy error) is a failure, never a crash.
  if (body === undefined) throw new ApiError('The server sent an unexpected response.', 'invalid', undefined, status)
  return body
}

/**
 * Sends one request (and once more after an anti-forgery refusal, with the same headers: one
 * attempt); every failure becomes an ApiError with SPEC 8's text. Returns the JSON body.
 */
export const send = (method: 'get' | 'post' | 'delete', path: string, payload?: Payload | FormData, signal?: AbortSignal, extra?: Extra) =>
  request(method, path, payload, signal, () => request(method, path, payload, signal, undefined, extra), extra)
