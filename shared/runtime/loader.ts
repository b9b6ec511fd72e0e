// static/www/loader.js: the one stable file name, served no-cache, and the runtime itself. It reads
// the manifest from a copy the page inlined (no request at all, and the runtime starts in this
// task), else from manifest.json beside it.
import type { Manifest } from './manifest'
import { report } from './report'
import { start } from './runtime'

if (!(window as unknown as { shopWidgets?: unknown }).shopWidgets) {
  const base = import.meta.resolve('./')
  const inlined = document.getElementById('shop-widgets-manifest')?.textContent
  let manifest: Manifest | undefined
  try {
    manifest = inlined ? JSON.parse(inlined) : await (await fetch(import.meta.resolve('./manifest.json'))).json()
  } catch (error) {
    report('no manifest', error)
  }
  if (manifest) start(manifest, base)
}
