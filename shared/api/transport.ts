// The network edge: one fetch wrapper with the shop's headers, the time-out and SPEC 8's errors.
// Loaded with the first call (shared/api/client.ts), so a page that never calls the server before
// the shopper acts never downloads it. It replaced ky (5.5 KB gzip on every page that calls the
// server, issue 11's 40 KB budget of /basket/delivery): the islands used only its time-out, its
// HTTP error and its beforeRequest hook, which are these few lines; retries were off (retry: 0).
import { readConfig } from '../page-data/shop-data'
import { readBoolean } from '../schemas/kit'
import { ApiError } from './errors'
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

function headers(token: string): Headers {
  // SPEC 7: the XMLHttpRequest marker and the anti-forgery token header.
  const result = new Headers({ 'X-Requested-With': 'XMLHttpRequest' })
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

/** A JSON body as the refusal rules read it: any JSON value (`?.` on a number or a string is undefined). */
type Body = { status?: unknown; message?: unknown; code?: unknown } | null | undefined

/** One answer: its status, its JSON body (undefined when none or not JSON) and the token the request carried. */
export interface Answer {
  status: number
  body: unknown
  token: string
}

/** One request and its answer; no answer (offline, time-out, given up) throws its ApiError. */
async function exchange(method: string, path: string, payload?: Payload | FormData, signal?: AbortSignal): Promise<Answer> {
  const token = readConfig().csrfToken
  let response: Response | null
  try {
    // FormData goes as multipart (a form with a file); anything else as form fields.
    const body = payload instanceof FormData ? payload : payload ? formBody(payload) : undefined
    response = await fetchInTime(path, { method: method.toUpperCase(), body, headers: headers(token), credentials: 'same-origin' }, signal)
  } catch {
    // Given up by the caller: the connection is fine, and nobody waits for this answer.
    if (signal?.aborted) throw new ApiError('The request was replaced by a newer one.', 'aborted')
    reportConnection(false)
    throw new ApiError('Network Error', 'network')
  }
  if (!response) throw new ApiError(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`, 'timeout')
  reportConnection(true)
  const text = await response.text().catch(() => '')
  return { status: response.status, body: parseJson(text), token }
}

/**
 * README "Refusals": the anti-forgery refusal is `{status: false, code: "csrf"}` (documented with
 * 403; recognised at any status, the code says it), or HTTP 419 (Laravel's "page expired", whose
 * body has no code). A 403 without the code is a refusal like any other: shown, never retried.
 */
const isAntiForgeryRefusal = ({ status, body }: Answer) => status === 419 || (body as Body)?.code === 'csrf'

/** The answer as the islands read it: the body, or the ApiError of a refusal or failure. */
function read({ status, body }: Answer): unknown {
  const { status: said, message } = (body ?? {}) as NonNullable<Body>
  // README "Refusals": `{status: false}` on 200 or any 4xx is a refusal with its message, not a
  // transport failure (the kit's reading rule: 'f', 0, '0', 'false' say no too). A 5xx failed.
  if (status < 500 && readBoolean(said) === false) {
    throw new ApiError(typeof message === 'string' && message ? message : 'The request was refused.', 'rejected', body, status)
  }
  if (status < 200 || status > 299) throw new ApiError(`Request failed with status code ${status}`, 'http', body, status)
  // HTML where JSON was expected (a login page, a proxy error) is a failure, never a crash.
  if (body === undefined) throw new ApiError('The server sent an unexpected response.', 'invalid', undefined, status)
  return body
}

/**
 * Sends one request; every failure becomes an ApiError with SPEC 8's text. Returns the JSON body.
 * An anti-forgery refusal renews the token and sends the request again, once (renew-token.ts,
 * loaded only then); if that fails too, the call fails as 'expired'.
 */
export async function send(
  method: 'get' | 'post' | 'delete',
  path: string,
  payload?: Payload | FormData,
  signal?: AbortSignal,
): Promise<unknown> {
  const again = () => exchange(method, path, payload, signal)
  let answer = await again()
  if (isAntiForgeryRefusal(answer)) {
    const refused = answer
    // Not loaded (offline at that moment): the refusal is read as one, its message shown.
    answer = await import('./renew-token').then(
      ({ renewAndResend }) => renewAndResend(refused, again, () => exchange('get', '/ajax/csrf-token'), isAntiForgeryRefusal),
      () => refused,
    )
  }
  return read(answer)
}
