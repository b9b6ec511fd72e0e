import { dependentAnswerSchema, submitAnswerSchema } from '../schemas/form-answers'
import * as v from '../schemas/kit'
import { call } from './client'
import { isApiError } from './errors'
import type { formFields } from './sent'
import type { Payload } from './transport'
import type { Sent } from './wire'

/**
 * SPEC 7: posts a form to its action with `_namespace`; multipart when a file is attached. A
 * refusal with field errors ({status:false, error_fields}) is an answer, not a failure.
 */

export async function postForm(action: string, namespace: string, values: Record<string, string>, files: Record<string, File>) {
  const hasFile = Object.keys(files).length > 0
  let payload: Payload | FormData = { ...values, _namespace: namespace } satisfies Sent<typeof formFields, string>
  if (hasFile) {
    const data = new FormData()
    for (const [name, value] of Object.entries(payload)) data.append(name, String(value))
    for (const [name, file] of Object.entries(files)) data.append(name, file)
    payload = data
  }
  try {
    return await call('post', action, submitAnswerSchema, payload)
  } catch (error) {
    // call() turns {status:false} into an error; here it is the server's verdict on the fields.
    // An expired session (errors.ts 'expired') is no verdict on the fields: its notice shows.
    if (isApiError(error) && error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'expired') {
      const parsed = v.safeParse(submitAnswerSchema, error.body)
      // A JSON refusal, with or without fields or a message, is an answer; only no body is a failure.
      if (parsed.success && error.body !== undefined) return { ...parsed.output, status: false }
    }
    throw error
  }
}

/** SPEC 7: GET /{ajaxPath}/{value} for dependent dropdowns. */
export function getDependent(ajaxPath: string, value: string) {
  const path = `/${ajaxPath.replace(/^\/|\/$/g, '')}/${encodeURIComponent(value)}`
  return call('get', path, dependentAnswerSchema)
}
