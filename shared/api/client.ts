import { lazyModule } from '../browser/lazy-module'
import { describeIssues } from '../schemas/common'
import * as v from '../schemas/kit'
import { ApiError, replaced } from './errors'
import { reportConnection } from './request'
import type { Extra, Payload } from './transport'

const transport = lazyModule(() => import('./transport'))

/** The transport (fetch and its time-out) comes with the first call; if that fails (offline), the next call tries again. */
const loadTransport = () =>
  transport().catch(() => {
    reportConnection(false)
    throw new ApiError('Network Error', 'network')
  })

/**
 * One call: sends (transport.ts: a `status: false` answer is a refusal; an anti-forgery refusal
 * is renewed and sent again once), parses the JSON body against schema.
 */
export async function call<S extends v.GenericSchema>(
  method: 'get' | 'post' | 'delete',
  path: string,
  schema: S,
  payload?: Payload | FormData,
  signal?: AbortSignal,
  extra?: Extra,
): Promise<v.InferOutput<S>> {
  const { send } = await loadTransport()
  const body = await send(method, path, payload, signal, extra)
  if (signal?.aborted) throw replaced()
  const result = v.safeParse(schema, body)
  if (!result.success) {
    throw new ApiError(`The server sent an unexpected response (${describeIssues(result.issues, 'response')}).`, 'invalid', body)
  }
  return result.output
}
