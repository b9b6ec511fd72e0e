import { describeIssues } from '../schemas/common'
import * as v from '../schemas/kit'
import { ApiError } from './errors'
import { reportConnection } from './request'
import type { Payload } from './transport'

type Transport = typeof import('./transport')
let transport: Promise<Transport> | undefined

/** The transport (fetch and its time-out) comes with the first call; if that fails (offline), the next call tries again. */
function loadTransport(): Promise<Transport> {
  transport ??= import('./transport').catch(() => {
    transport = undefined
    reportConnection(false)
    throw new ApiError('Network Error', 'network')
  })
  return transport
}

/** One call: sends, parses the JSON body against schema, and treats `status: false` as failure. */
export async function call<S extends v.GenericSchema>(
  method: 'get' | 'post' | 'delete',
  path: string,
  schema: S,
  payload?: Payload | FormData,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  const { send } = await loadTransport()
  const body = await send(method, path, payload, signal)
  if (signal?.aborted) throw new ApiError('The request was replaced by a newer one.', 'aborted')
  // `status: false` refuses, in any of the ways a backend writes no ('f', 0, '0', 'false': the kit's reading rule).
  if (body && typeof body === 'object' && v.readBoolean((body as { status?: unknown }).status) === false) {
    const message = (body as { message?: unknown }).message
    throw new ApiError(typeof message === 'string' ? message : 'The request was refused.', 'rejected', body)
  }
  const result = v.safeParse(schema, body)
  if (!result.success) {
    throw new ApiError(`The server sent an unexpected response (${describeIssues(result.issues, 'response')}).`, 'invalid', body)
  }
  return result.output
}
