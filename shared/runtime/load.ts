import type { ChunkEntry } from './manifest'

/** SPEC 9: chunk load time-out. */
export const CHUNK_TIMEOUT_MS = 120_000

const loaded = new Map<string, Promise<unknown>>()

const timeout = <T>(promise: Promise<T>): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(reject, CHUNK_TIMEOUT_MS, 'timeout'))])

/** One load per url; a failure is forgotten so a later mount (after a reconnect) tries again. */
function once<T>(url: string, load: () => Promise<T>): Promise<T> {
  let pending = loaded.get(url) as Promise<T> | undefined
  if (!pending) {
    pending = load()
    loaded.set(url, pending)
    pending.catch(() => loaded.delete(url))
  }
  return pending
}

/** A link the page head already has (backend/head-tags.mjs): its file is not asked for again. */
const linked = (rel: string, href: string) =>
  [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].find((link) => link.href === href)

function headSheetLoaded(link: HTMLLinkElement | undefined): boolean {
  if (!link?.sheet) return false
  try {
    return link.sheet.cssRules.length > 0
  } catch {
    // Unreadable rules: a sheet that failed to load, or one from another origin (a CDN), which
    // is there even though its rules cannot be read.
    return new URL(link.href).origin !== location.origin
  }
}

/** SPEC 8/9: one retry with a cache-busting query before giving up. */
const withRetry = <T>(url: string, attempt: (url: string) => Promise<T>) => attempt(url).catch(() => attempt(`${url}?retry=${Date.now()}`))

/** Imports an entry chunk once, with every chunk it needs preloaded in parallel (no waterfall). */
export function loadModule(name: string, entry: ChunkEntry, base: string): Promise<unknown> {
  const url = base + entry.js
  return once(url, async () => {
    for (const file of entry.preload) {
      if (linked('modulepreload', base + file)) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = base + file
      document.head.append(link)
    }
    try {
      return await withRetry(url, (href) => timeout(import(href)))
    } catch (error) {
      let reason = 'timeout'
      if (error !== reason) {
        // import() does not tell a missing file from a broken network; a HEAD request does.
        const status = await fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
          (r) => r.status,
          () => 0,
        )
        reason = status === 404 || status === 410 ? 'missing' : 'error'
      }
      throw new Error(`Loading chunk ${name} failed. (${reason}: ${url})`)
    }
  })
}

/** The entry's stylesheet (if any) is already applied: linked in the head and loaded. */
export const styleReady = (base: string, entry: ChunkEntry): boolean =>
  !entry.css || headSheetLoaded(linked('stylesheet', base + entry.css))

export function loadStyle(name: string, url: string): Promise<unknown> {
  // Linked in the head, and loaded before any script ran. A head link that failed holds an empty
  // sheet: then the loader asks itself (with its retry), as without the link.
  if (headSheetLoaded(linked('stylesheet', url))) return Promise.resolve()
  return once(url, () =>
    withRetry(url, (href) =>
      timeout(
        new Promise((resolve, reject) => {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.href = href
          link.onload = resolve
          link.onerror = () => reject(link.remove())
          document.head.append(link)
        }),
      ),
    ).catch(() => {
      throw new Error(`Loading CSS chunk ${name} failed. (${url})`)
    }),
  )
}
