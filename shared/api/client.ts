import type { KyInstance } from 'ky'
import * as v from 'valibot'
import { describeIssues } from '../schemas/common'
import { readConfig } from '../stores/shop-data'
import { ApiError } from './errors'

/** How long a call may take before it fails with SPEC 8's time-out text. */
export const REQUEST_TIMEOUT_MS = 15_000

type Field = string | number | boolean | null | undefined
export type Payload = Record<string, Field | Field[]>

let instance: Promise<KyInstance> | undefined

/**
 * The one ky instance (STYLE: side effects at the edges). ky is loaded with the first call:
 * most pages never call the server before the shopper acts, so they never pay for it.
 */
export const http = (): Promise<KyInstance> =>
  (instance ??= import('ky').then(({ default: ky }) => ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: 'same-origin',
  throwHttpErrors: true,
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
})))

/** Legacy endpoints read form fields; arrays go as `name[]`. */
export function formBody(payload: Payload): URLSearchParams {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${key}[]`, String(item ?? ''))
    else if (value !== undefined && value !== null) body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  return body
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Network listeners (the connection alert) hear about every call's outcome. */
export const connectivity = {
  onNetworkError: (): void => {},
  onResponse: (): void => {},
}

async function send(method: 'get' | 'post', path: string, payload?: Payload): Promise<unknown> {
  let response: Response
  try {
    const ky = await http()
    response = await ky(path, { method, body: payload ? formBody(payload) : undefined })
  } catch (error) {
    if (error instanceof Error && error.name === 'HTTPError' && 'response' in error) {
      const failed = error.response as Response
      connectivity.onResponse()
      const status = failed.status
      const body = parseJson(await failed.text().catch(() => ''))
      throw new ApiError(`Request failed with status code ${status}`, 'http', body, status)
    }
    if (error instanceof Error && error.name === 'TimeoutError') throw new ApiError(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`, 'timeout')
    connectivity.onNetworkError()
    throw new ApiError('Network Error', 'network')
  }
  connectivity.onResponse()
  const body = parseJson(await response.text())
  // HTML where JSON was expected (a login page, a proxy error) is a failure, never a crash.
  if (body === undefined) throw new ApiError('The server sent an unexpected response.', 'invalid', undefined, response.status)
  return body
}

/** One call: sends, parses the JSON body against schema, and treats `status: false` as failure. */
export async function call<S extends v.GenericSchema>(
  method: 'get' | 'post',
  path: string,
  schema: S,
  payload?: Payload,
): Promise<v.InferOutput<S>> {
  const body = await send(method, path, payload)
  if (body && typeof body === 'object' && (body as { status?: unknown }).status === false) {
    const message = (body as { message?: unknown }).message
    throw new ApiError(typeof message === 'string' ? message : 'The request was refused.', 'rejected', body)
  }
  const result = v.safeParse(schema, body)
  if (!result.success) {
    throw new ApiError(`The server sent an unexpected response (${describeIssues(result.issues, 'response')}).`, 'invalid', body)
  }
  return result.output
}
