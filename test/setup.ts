import { afterEach, beforeEach, vi } from 'vitest'

// A test of a pure module runs in node (vitest.config.ts) and needs none of this: no page data,
// no Testing Library, whose import alone costs each test file about half a second.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/preact')
  const { pageData, setPageData } = await import('./helpers/data')
  const { resetTestState } = await import('./helpers/reset')

  beforeEach(() => {
    // STYLE: fail on unexpected network calls rather than letting them hang.
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input)
      throw new Error(`unexpected network call in a unit test: ${url}`)
    })
    // A fresh page embeds a complete window.shopData; tests that break it say so.
    setPageData(pageData())
  })

  afterEach(() => {
    cleanup()
    resetTestState()
  })
}
