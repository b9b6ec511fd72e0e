import { call } from '../../shared/api/client'
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
