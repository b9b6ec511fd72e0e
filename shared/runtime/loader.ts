// static/www/loader.js: the one stable file name, served no-cache. It is the runtime itself with
// the manifest inlined at build time, so a page needs no request before its eager chunks load.
import type { InlineManifest } from './manifest'
import { start } from './runtime'

declare const __MANIFEST__: InlineManifest

if (!(window as unknown as { shopWidgets?: unknown }).shopWidgets) {
  start(__MANIFEST__, new URL('.', import.meta.url).href)
}
