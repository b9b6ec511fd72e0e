import { vi } from 'vitest'
import { newPage } from '../../shared/page-state'

/**
 * Releases what a test left behind: every registered store unmounted now (tab channels, listeners
 * and delayed clean-ups closed), module state forgotten, cookies and the data layer gone.
 */
export function resetTestState(): void {
  vi.useRealTimers()
  newPage()
  delete (window as { dataLayer?: unknown }).dataLayer
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
}
