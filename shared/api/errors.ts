/** Every failed call surfaces as an ApiError with the SPEC 8 text as its message. */
/**
 * 'rejected': a readable `{status: false}` answer (HTTP 200 or 4xx): a refusal, its message shown.
 * 'expired': an anti-forgery refusal that a renewed token did not cure (README "Refusals").
 * 'aborted': the caller gave the request up (a newer one replaced it); nobody needs to be told.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid' | 'rejected' | 'expired' | 'aborted'

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The parsed JSON body of the response, when there was one. */
    readonly body: unknown = undefined,
    readonly status = 0,
  ) {
    super(message)
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** The failure of a request its caller gave up (client.ts and transport.ts: one copy of the text). */
export const replaced = () => new ApiError('The request was replaced by a newer one.', 'aborted')

/** The message the server sent with a failure, if any. */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null
  const body = error.body as { message?: unknown } | undefined
  return typeof body?.message === 'string' && body.message.trim() ? body.message : null
}
