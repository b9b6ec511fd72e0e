// static/www/loader.js: the one stable file name, served no-cache, and the runtime itself. It reads
// the manifest from a copy the page inlined (no request at all), else from manifest.json beside it.
import type { Manifest } from './manifest'
import { report } from './report'
import { start } from './runtime'

if (!(window as unknown as { shopWidgets?: unknown }).shopWidgets) {
  const base = new URL('.', import.meta.url).href
  const inlined = document.getElementById('shop-widgets-manifest')?.textContent
  ;(inlined ? Promise.resolve(JSON.parse(inlined) as Manifest) : fetch(`${base}manifest.json`).then((response) => response.json())).then(
    (manifest: Manifest) => start(manifest, base),
    (error) => report('no manifest', error),
  )
}
