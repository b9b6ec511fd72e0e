// The network edge: one fetch wrapper with the shop's headers, the time-out and SPEC 8's errors.
// Loaded with the first call (shared/api/client.ts), so a page that never calls the server before
// the shopper acts never downloads it. It replaced ky (5.5 KB gzip on every page that calls the
// server, issue 11's 40 KB budget of /basket/delivery): the islands used only its time-out, its
// HTTP error and its beforeRequest hook, which are these few lines; retries were off (retry: 0).
import { readConfig } from '../page-data/shop-data'
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

function headers(): Headers {
  // SPEC 7: the XMLHttpRequest marker and the anti-forgery token header.
  const result = new Headers({ 'X-Requested-With': 'XMLHttpRequest' })
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

/** Sends one request; every failure becomes an ApiError with SPEC 8's text. Returns the JSON body. */
export async function send(
  method: 'get' | 'post' | 'delete',
  path: string,
  payload?: Payload | FormData,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response | null
  try {
    // FormData goes as multipart (a form with a file); anything else as form fields.
    const body = payload instanceof FormData ? payload : payload ? formBody(payload) : undefined
    response = await fetchInTime(path, { method: method.toUpperCase(), body, headers: headers(), credentials: 'same-origin' }, signal)
  } catch {
    // Given up by the caller: the connection is fine, and nobody waits for this answer.
    if (signal?.aborted) throw new ApiError('The request was replaced by a newer one.', 'aborted')
    reportConnection(false)
    throw new ApiError('Network Error', 'network')
  }
  if (!response) throw new ApiError(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`, 'timeout')
  reportConnection(true)
  const text = await response.text().catch(() => '')
  const body = parseJson(text)
  if (!response.ok) throw new ApiError(`Request failed with status code ${response.status}`, 'http', body, response.status)
  // HTML where JSON was expected (a login page, a proxy error) is a failure, never a crash.
  if (body === undefined) throw new ApiError('The server sent an unexpected response.', 'invalid', undefined, response.status)
  return body
}
