// For backends: the <head> tags of the islands a page carries, read from the build's
// manifest.json, the way backend integrations of Vite's manifest print them. Plain JavaScript
// with no imports, so a backend in another language can copy it line by line (README
// "Loading islands early: tags for the page head").
//
//   headTags(manifest, [{ name: 'mini-basket', load: 'eager' }, { name: 'language-picker', load: 'interaction' }])
//   headTags(manifest, [{ name: 'checkout', load: 'eager', route: 'delivery' }, ...])
//
// - a stylesheet link for every island on the page, whatever its trigger: the server's fallback
//   uses the island's class names, so the style must be there before first paint (no jump);
// - a modulepreload link for each chunk of the eager islands (their entry and every chunk it
//   imports), so they download while the HTML is still parsed. Islands that wait (idle, visible,
//   interaction) are not preloaded: their code stays off the page until it is needed;
// - for an eager island given the page's `route` (an island that draws one of several screens by
//   the address, such as the checkout's steps: its row's `routes` in widgets/islands.ts), that
//   screen's chunk as a module script too, with its chunks preloaded: it registers itself when it
//   runs, so the island mounts with it by DOMContentLoaded instead of one request after its entry.
// loader.js sees these links and does not ask for the same files again.
//
// Integrity (docs/security.md): when the manifest has the build's `integrity`
// (build/integrity.mjs), every tag carries its file's sha384, and an import map comes first with
// the sha384 of every JavaScript file the page's islands can come to run (their entries, what
// those import, what they load with import(), the runtime's own chunks, and each entry's retry
// address, `?retry`, shared/runtime/load.ts), so the browser refuses a file whose bytes differ
// however it is loaded. It carries the nonce too: an import map is an inline script.

const escapeAttribute = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The import map of the files' integrity, as JSON text safe in a script element (no `<`), its
 * addresses in the order met (a Map: an object would put "123" first; PHP keeps the order too).
 */
const importMapJson = (integrity) =>
  `{"integrity":{${[...integrity].map(([address, hash]) => `${JSON.stringify(address)}:${JSON.stringify(hash)}`).join(',')}}}`.replace(
    /</g,
    '\\u003c',
  )

/**
 * @param {{ widgets: Record<string, { js: string, css?: string, preload: string[], routes?: Record<string, { js: string, preload: string[] }> }>, runtime?: string, integrity?: Record<string, string>, lazy?: Record<string, string[]> }} manifest
 * @param {{ name: string, load?: string | null, route?: string }[]} islands the mount points of the page (data-widget, data-load), and the page's route of an island that has routes
 * @param {string} [base] where static/www is served
 * @param {string} [nonce] the page's Content-Security-Policy nonce, printed on every tag when given
 * @returns {string} HTML for the page head
 */
export function headTags(manifest, islands, base = '/static/www/', nonce = undefined) {
  const styles = new Set()
  const chunks = new Set()
  const entries = new Set()
  const integrity = manifest.integrity ?? {}
  const lazy = manifest.lazy ?? {}
  const hashOf = (file) => (Object.hasOwn(integrity, file) ? integrity[file] : undefined)
  const reachable = (file) => (Object.hasOwn(lazy, file) && Array.isArray(lazy[file]) ? lazy[file] : [])
  /** Address → integrity of what the page may run, in the order met. */
  const mapped = new Map()
  const map = (file, address = base + file) => {
    const hash = hashOf(file)
    if (hash) mapped.set(address, hash)
  }
  for (const { name, load, route } of islands) {
    // Own keys only: an island named "constructor" is unknown, not Object's constructor.
    const entry = Object.hasOwn(manifest.widgets, name) ? manifest.widgets[name] : undefined
    if (!entry) continue // an unknown island keeps its fallback; the loader reports it
    for (const file of [entry.js, ...entry.preload, ...reachable(entry.js)]) map(file)
    map(entry.js, `${base}${entry.js}?retry`)
    if (entry.css) styles.add(entry.css)
    if ((load ?? 'eager') !== 'eager') continue
    for (const file of entry.preload) chunks.add(file)
    entries.add(entry.js)
    // An unknown route adds nothing: the island loads its screen itself, as without the hint.
    const screen = route !== undefined && entry.routes && Object.hasOwn(entry.routes, route) ? entry.routes[route] : undefined
    if (!screen) continue
    for (const file of screen.preload) chunks.add(file)
    entries.add(screen.js)
  }
  if (mapped.size) for (const file of reachable(manifest.runtime ?? 'loader.js')) map(file)
  const attributes = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`
  const checked = (file) => {
    const hash = hashOf(file)
    return (hash ? ` integrity="${escapeAttribute(hash)}"` : '') + attributes
  }
  return [
    ...(mapped.size ? [`<script type="importmap"${attributes}>${importMapJson(mapped)}</script>`] : []),
    ...[...styles].map((file) => `<link rel="stylesheet" href="${escapeAttribute(base + file)}"${checked(file)}>`),
    ...[...chunks].map((file) => `<link rel="modulepreload" href="${escapeAttribute(base + file)}"${checked(file)}>`),
    ...[...entries].map((file) => `<script type="module" src="${escapeAttribute(base + file)}"${checked(file)}></script>`),
  ].join('\n')
}

/**
 * The runtime's script tag (loader.js), for the end of the body: with its sha384 when the manifest
 * has the build's integrity, and the nonce when given (docs/security.md).
 *
 * @param {{ runtime?: string, integrity?: Record<string, string> }} manifest
 * @param {string} [base] where static/www is served
 * @param {string} [nonce] the page's Content-Security-Policy nonce
 * @returns {string} HTML
 */
export function runtimeTag(manifest, base = '/static/www/', nonce = undefined) {
  const file = manifest.runtime ?? 'loader.js'
  const integrity = manifest.integrity ?? {}
  const hash = Object.hasOwn(integrity, file) ? ` integrity="${escapeAttribute(integrity[file])}"` : ''
  const attributes = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`
  return `<script type="module" src="${escapeAttribute(base + file)}"${hash}${attributes}></script>`
}

/**
 * The islands of a page from its HTML: each data-widget with its data-load (a backend that renders
 * the page knows them already). Attributes are apart by HTML's whitespace (tab, line feed, form
 * feed, carriage return, space) and named in any case, as a browser reads them.
 */
export function islandsIn(html) {
  const islands = []
  for (const [tag] of html.matchAll(/<[a-z][^>]*[\t\n\f\r ]data-widget="[^"]+"[^>]*>/gi)) {
    islands.push({
      name: /[\t\n\f\r ]data-widget="([^"]+)"/i.exec(tag)[1],
      load: /[\t\n\f\r ]data-load="([^"]+)"/i.exec(tag)?.[1] ?? 'eager',
    })
  }
  return islands
}

/**
 * Speculation rules for the page head (off unless a backend asks for them; docs/performance.md):
 * Chromium fetches the pages named in `prefetch` (the next checkout step) when the browser is idle,
 * and those whose links match `hover` (product pages from a listing, `/p/*`) when the shopper
 * holds the pointer on the link (eagerness "moderate"), so the click finds the page's HTML there.
 * Prefetch only, never prerender: a prerendered page runs its scripts, and a page that changes
 * state (a basket, an order) must not run before the shopper goes to it. Browsers without
 * speculation rules ignore the tag.
 *
 * @param {{ prefetch?: string[], hover?: string[] }} rules addresses to fetch now; URL patterns of links to fetch on hover
 * @param {string} [nonce] the page's Content-Security-Policy nonce
 * @returns {string} a `<script type="speculationrules">` tag, or '' when there is nothing to fetch
 */
export function speculationRules({ prefetch = [], hover = [] }, nonce = undefined) {
  const rules = [
    ...(prefetch.length ? [{ source: 'list', urls: prefetch }] : []),
    ...(hover.length ? [{ where: { href_matches: hover }, eagerness: 'moderate' }] : []),
  ]
  if (!rules.length) return ''
  const attributes = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`
  // `<` escaped: no "</script" or "<!--" can end or confuse the element.
  return `<script type="speculationrules"${attributes}>${JSON.stringify({ prefetch: rules }).replace(/</g, '\\u003c')}</script>`
}
