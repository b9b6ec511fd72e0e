import { cleanup } from '@testing-library/preact'
import { afterEach, beforeEach, vi } from 'vitest'

beforeEach(() => {
  // STYLE: fail on unexpected network calls rather than letting them hang.
  if (typeof window !== 'undefined') {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input)
      throw new Error(`unexpected network call in a unit test: ${url}`)
    })
  }
})

afterEach(async () => {
  if (typeof window !== 'undefined') {
    cleanup()
    const { resetTestState } = await import('./helpers/reset')
    resetTestState()
  }
})
