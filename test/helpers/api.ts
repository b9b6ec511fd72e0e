import { call } from '../../shared/api/client'
import { type ApiError, isApiError } from '../../shared/api/errors'
import * as v from '../../shared/schemas/kit'
import { fakeServer, ok } from './fake-server'

/**
 * Makes one call so the lazily imported http layer (shared/api/transport.ts) is loaded. Do it before vi.useFakeTimers():
 * a faked clock does not wait for a module to load.
 */
export async function warmUpApi(): Promise<void> {
  fakeServer({ 'POST /warm-up': ok({}) })
  await call('post', '/warm-up', v.unknown())
}

/** The ApiError a call failed with (the test fails when it did not fail so). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}
