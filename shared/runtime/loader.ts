// static/www/loader.js: the one stable file name, served no-cache, and the runtime itself. It reads
// the manifest from a copy the page inlined (no request at all, and the runtime starts in this
// task), else from manifest.json beside it. A manifest that cannot be fetched or read, or that
// start() cannot begin with (null, say), is reported as "no manifest"; an island whose entry in it
// is broken fails on its own, as any island's chunk does (runtime.ts).
import { report } from './report'
import { start } from './runtime'

if (!(window as unknown as { shopWidgets?: unknown }).shopWidgets) {
  const base = import.meta.resolve('./')
  // The page's <script type="application/json" id="shop-widgets-manifest"> (docs/embedding.md).
  const inlined = (document.getElementById('shop-widgets-manifest') as HTMLScriptElement | null)?.text
  try {
    start(inlined ? JSON.parse(inlined) : await (await fetch(`${base}manifest.json`)).json(), base)
  } catch (error) {
    report('no manifest', error)
  }
}
