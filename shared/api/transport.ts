// The network edge: the one ky instance. Loaded with the first call (shared/api/client.ts), so a
// page that never calls the server before the shopper acts never downloads it.
import ky, { isHTTPError, isTimeoutError } from 'ky'
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

const http = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: 'same-origin',
  hooks: {
    beforeRequest: [
      (request) => {
        // SPEC 7: the XMLHttpRequest marker and the anti-forgery token header.
        request.headers.set('X-Requested-With', 'XMLHttpRequest')
        const token = readConfig().csrfToken
        if (token) request.headers.set('X-CSRF-Token', token)
      },
    ],
  },
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Sends one request; every failure becomes an ApiError with SPEC 8's text. Returns the JSON body. */
export async function send(method: 'get' | 'post', path: string, payload?: Payload | FormData): Promise<unknown> {
  let response: Response
  try {
    // FormData goes as multipart (a form with a file); anything else as form fields.
    const body = payload instanceof FormData ? payload : payload ? formBody(payload) : undefined
    response = await http(path, { method, body })
  } catch (error) {
    if (isHTTPError(error)) {
      reportConnection(true)
      const failed = error.response
      const body = parseJson(await failed.text().catch(() => ''))
      throw new ApiError(`Request failed with status code ${failed.status}`, 'http', body, failed.status)
    }
    if (isTimeoutError(error)) throw new ApiError(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`, 'timeout')
    reportConnection(false)
    throw new ApiError('Network Error', 'network')
  }
  reportConnection(true)
  const body = parseJson(await response.text())
  // HTML where JSON was expected (a login page, a proxy error) is a failure, never a crash.
  if (body === undefined) throw new ApiError('The server sent an unexpected response.', 'invalid', undefined, response.status)
  return body
}
