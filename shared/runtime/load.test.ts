// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { explain } from './failure'
import { CHUNK_TIMEOUT_MS, LEFT_RETRY_MS, loadModule, loadStyle } from './load'

// SPEC 9: a chunk load times out after 120 s; SPEC 8/9: one retry, then an error with the reason
// and the address. The chunk below is a module whose import never settles, as a server that never answers.
const hanging = { js: 'test/helpers/hanging-chunk.ts', preload: [] }

/** Where a promise stands after the fake clock moved; a failure in the words the console gets (failure.ts). */
function watch(promise: Promise<unknown> | undefined) {
  const state = { error: '', settled: false }
  Promise.resolve(promise).then(
    () => Object.assign(state, { settled: true }),
    async (error: unknown) => Object.assign(state, { settled: true, error: await explain(error) }),
  )
  return state
}

test('a chunk that never arrives is given 120 s, once more with a retry, then fails naming the time-out and the address', async () => {
  vi.useFakeTimers()
  expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  const load = watch(loadModule(hanging, '/'))
  await vi.advanceTimersByTimeAsync(2 * CHUNK_TIMEOUT_MS - 1)
  expect(load.settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(load.error).toBe('Loading chunk hanging-chunk failed. (timeout: /test/helpers/hanging-chunk.ts)')
})

test('a stylesheet that never arrives fails after 120 s and a retry of 120 s', async () => {
  vi.useFakeTimers()
  // The browser holds the request open: neither load nor error ever comes.
  const requested: string[] = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLLinkElement) requested.push(node.getAttribute('href') ?? '')
  })
  const load = watch(loadStyle('/static/www/slow-island.css'))
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
  expect(requested).toEqual(['/static/www/slow-island.css'])
  await vi.advanceTimersByTimeAsync(1)
  expect(requested).toEqual(['/static/www/slow-island.css', '/static/www/slow-island.css?retry'])
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
  expect(load.settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(load.error).toBe('Loading CSS chunk slow-island failed. (/static/www/slow-island.css)')
})

/** The stylesheet links the loader appends, each with its own load and error. */
function appendedLinks(): HTMLLinkElement[] {
  const links: HTMLLinkElement[] = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLLinkElement) links.push(node)
  })
  return links
}
const fail = (link: HTMLLinkElement | undefined) => link?.onerror?.(new Event('error'))

test('leaving the page: a stylesheet that failed after beforeunload is no failure; it loads again if the page stays', async () => {
  vi.useFakeTimers()
  const links = appendedLinks()
  const load = watch(loadStyle('/static/www/left-island.css'))
  // Firefox and WebKit fail what is pending as soon as a navigation starts.
  window.dispatchEvent(new Event('beforeunload'))
  fail(links[0])
  await vi.advanceTimersByTimeAsync(0)
  fail(links[1])
  await vi.advanceTimersByTimeAsync(LEFT_RETRY_MS - 1)
  expect(load.settled).toBe(false)
  expect(links).toHaveLength(2)
  // The page stayed (a download, say): asked again, and loaded.
  await vi.advanceTimersByTimeAsync(1)
  expect(links).toHaveLength(3)
  links[2]?.onload?.(new Event('load'))
  await vi.advanceTimersByTimeAsync(0)
  expect(load).toEqual({ settled: true, error: '' })
})

test('without beforeunload a failed stylesheet still fails, and no beforeunload listener is left behind', async () => {
  vi.useFakeTimers()
  const links = appendedLinks()
  const added = vi.spyOn(window, 'addEventListener')
  const removed = vi.spyOn(window, 'removeEventListener')
  const load = watch(loadStyle('/static/www/broken-island.css'))
  fail(links[0])
  await vi.advanceTimersByTimeAsync(0)
  fail(links[1])
  await vi.advanceTimersByTimeAsync(0)
  expect(load.error).toBe('Loading CSS chunk broken-island failed. (/static/www/broken-island.css)')
  const listened = added.mock.calls.filter(([type]) => type === 'beforeunload').map(([, listener]) => listener)
  expect(listened).toHaveLength(1)
  expect(removed.mock.calls.filter(([type]) => type === 'beforeunload').map(([, listener]) => listener)).toEqual(listened)
})
