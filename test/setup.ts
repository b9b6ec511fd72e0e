import { cleanup } from '@testing-library/preact'
import { afterEach, beforeEach, vi } from 'vitest'
import { pageData, setPageData } from './helpers/data'
import { resetTestState } from './helpers/reset'

beforeEach(() => {
  // STYLE: fail on unexpected network calls rather than letting them hang.
  if (typeof window !== 'undefined') {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input)
      throw new Error(`unexpected network call in a unit test: ${url}`)
    })
    // A fresh page embeds a complete window.shopData; tests that break it say so.
    setPageData(pageData())
  }
})

afterEach(() => {
  if (typeof window !== 'undefined') {
    cleanup()
    resetTestState()
  }
})
