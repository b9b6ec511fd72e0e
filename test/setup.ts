import { afterEach, beforeEach, vi } from 'vitest'

// A test of a pure module runs in node (vitest.config.ts) and needs none of this: no page data,
// no Testing Library, whose import alone costs each test file about half a second.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/preact')
  const { pageData, setPageData } = await import('./helpers/data')
  const { resetTestState } = await import('./helpers/reset')

  // Node's BroadcastChannel reaches every worker thread of the process: without this, a basket one
  // test file sent to the shop's "other tabs" arrived in a file running beside it (the mini
  // basket's panel then listed the other file's 1 line where its test set 2). Channels of one
  // file still hear each other, as two tabs do.
  if (typeof BroadcastChannel === 'function') {
    const file = crypto.randomUUID()
    const Native = BroadcastChannel
    const OfThisFile = class extends Native {
      constructor(name: string) {
        super(`${file}:${name}`)
      }
    }
    globalThis.BroadcastChannel = OfThisFile
    window.BroadcastChannel = OfThisFile
  }

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
