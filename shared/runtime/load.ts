import type { ChunkFailure } from './failure'
import type { ChunkEntry } from './manifest'

/** SPEC 9: chunk load time-out. */
export const CHUNK_TIMEOUT_MS = 120_000

const loaded: Record<string, Promise<unknown>> = {}

/**
 * Leaving the page. Firefox and WebKit fail every pending import, stylesheet and fetch as soon as a
 * navigation starts, before pagehide (Chromium lets them be). In WebKit the retry then failed at
 * once too, so every page left while an island was loading marked it broken and logged an error
 * (test/engines). A chunk that failed then is no failure of the island: it is tried again a little
 * later instead, which only happens if the page stayed (a download, a navigation called off) or
 * came back from the back-forward cache. Each load listens to beforeunload only while it is
 * pending, since in Firefox a page with a beforeunload listener is kept out of that cache.
 */
export const LEFT_RETRY_MS = 2_000

/**
 * Loads a chunk once (a failure is forgotten, so a later mount, after a reconnect, tries again):
 * each attempt is given the time-out, and SPEC 8/9 one retry with a cache-busting query before it
 * fails with a ChunkFailure, unless the page was being left meanwhile. The query is always
 * `?retry`: the page's import map names that address with the file's sha384
 * (backend/head-tags.mjs), where a query of its own each time would load the file unchecked.
 * Chromium and Firefox keep a failed module for the page's life, so a chunk that failed twice loads
 * again after a reload only; WebKit tries it again (measured, docs/security.md).
 */
function once(url: string, attempt: (href: string) => Promise<unknown>): Promise<unknown> {
  const timed = (href: string) => Promise.race([attempt(href), new Promise((_, reject) => setTimeout(reject, CHUNK_TIMEOUT_MS))])
  const load = (): Promise<unknown> => {
    let left: unknown
    const leave = () => (left = true)
    addEventListener('beforeunload', leave)
    return timed(url)
      .catch(() => timed(`${url}?retry`))
      .finally(() => removeEventListener('beforeunload', leave))
      .catch((cause) => {
        if (!left) {
          delete loaded[url]
          throw { url, cause } satisfies ChunkFailure
        }
        return new Promise((resolve) => setTimeout(resolve, LEFT_RETRY_MS)).then(load)
      })
  }
  // biome-ignore lint/suspicious/noAssignInExpressions: the chunk's one promise, kept and returned
  return (loaded[url] ??= load())
}

/** Appends `<link rel href>` to the head; its load or error comes after this task, so handlers set now see it. */
function addLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  document.head.append(link)
  return link
}

/** Imports an entry chunk once, with every chunk it needs preloaded in parallel (no waterfall). */
export function loadModule(entry: ChunkEntry, base: string): Promise<unknown> {
  return once(base + entry.js, (href) => {
    // A chunk the page head or an earlier import asked for is not fetched again (the module map).
    for (const file of entry.preload) addLink('modulepreload', base + file)
    return import(href)
  })
}

/** Loads a stylesheet once; nothing when it is applied already (linked in the head and loaded). */
export function loadStyle(url: string): Promise<unknown> | undefined {
  // A link in the page head (backend/head-tags.mjs) whose sheet is there with rules has loaded. A
  // head link that failed holds an empty sheet: then the loader asks itself (with its retry), as
  // without the link.
  try {
    if ([...document.styleSheets].find((sheet) => sheet.href === url)?.cssRules.length) return
  } catch {
    // Unreadable rules: a sheet that failed to load, or one from another origin (a CDN), which
    // is there even though its rules cannot be read.
    if (new URL(url).origin !== location.origin) return
  }
  return once(
    url,
    (href) =>
      new Promise((resolve, reject) => {
        const link = addLink('stylesheet', href)
        link.onload = resolve
        link.onerror = () => reject(link.remove())
      }),
  )
}
