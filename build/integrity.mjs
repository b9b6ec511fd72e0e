// Subresource Integrity for what the build emits. PCI DSS 4.0 (6.4.3) asks a payment
// page to know that every script it runs is the one authorised; the page head states each file's
// sha384 (backend/head-tags.mjs, backend/php/head-tags.php) and the browser refuses a file whose
// bytes differ: on the script and preload tags, and, for what the islands load with import()
// (which takes no integrity of its own), in an import map. build.mjs adds two parts to
// manifest.json:
//
//   integrity: { "chunks/basket-AB12CD34.js": "sha384-…", "loader.js": "sha384-…", … }
//     every emitted file but source maps (and the .gz copies of the same bytes);
//   lazy: { "checkout-EF56GH78.js": ["chunks/place-order-….js", …], "loader.js": [...] }
//     for each entry (an island's and the runtime's), every JavaScript file it can come to run
//     through import(): what it imports dynamically, what those import statically, and so on. The
//     entry's static imports are its `preload` already.
//
// loader.js never reads either part: a page that inlines the manifest for it (README "Embedding
// widgets") may leave both out.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The integrity value of some bytes: `sha384-` and the base64 of their SHA-384 (SRI). */
const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`

/** file → integrity, for each emitted file (relative to outdir) but source maps. */
function hashes(outdir, files) {
  const found = {}
  for (const file of [...new Set(files)].sort()) {
    if (file.endsWith('.map')) continue
    found[file] = integrityOf(readFileSync(path.join(outdir, file)))
  }
  return found
}

/**
 * What each entry output reaches through import(), transitively, as files relative to outdir.
 * `outputs` is esbuild's metafile.outputs (keys relative to the working directory).
 */
function lazyReach(outputs, outdir, entries) {
  const rel = (file) => path.relative(outdir, path.resolve(file)).split(path.sep).join('/')
  const reach = (start) => {
    const seen = new Set([start])
    const through = new Set()
    const queue = [{ file: start, lazy: false }]
    while (queue.length) {
      const { file, lazy } = queue.shift()
      for (const { path: next, kind } of outputs[file]?.imports ?? []) {
        if (kind !== 'import-statement' && kind !== 'dynamic-import') continue
        if (!next.endsWith('.js') || seen.has(next)) continue
        seen.add(next)
        const nextLazy = lazy || kind === 'dynamic-import'
        if (nextLazy) through.add(next)
        queue.push({ file: next, lazy: nextLazy })
      }
    }
    return [...through].map(rel).sort()
  }
  return Object.fromEntries(entries.map((file) => [rel(file), reach(file)]))
}

/**
 * The manifest's two parts for `manifest` (build.mjs's: its widgets and bridge name the entries):
 * `integrity` of every file (with the runtime's, `runtimeFiles`, which build.mjs writes in a
 * build of its own; loader.js imports nothing statically, so all of them are its `lazy`), and
 * `lazy`, by entry file.
 */
function integrityParts(outdir, metafile, manifest, files, runtimeFiles) {
  const entries = [manifest.bridge, ...Object.values(manifest.widgets)]
    .filter(Boolean)
    .map((entry) => path.relative(process.cwd(), path.join(outdir, entry.js)).split(path.sep).join('/'))
  const lazy = lazyReach(metafile.outputs, outdir, entries)
  lazy['loader.js'] = runtimeFiles.filter((file) => file.endsWith('.js')).sort()
  return { integrity: hashes(outdir, [...files, ...runtimeFiles, 'loader.js']), lazy }
}

/** The build's step (build.mjs afterBuild): the two parts added to manifest.json, rewritten before precompress. */
export function writeIntegrity({ outdir }, built) {
  Object.assign(built.manifest, integrityParts(outdir, built.metafile, built.manifest, built.files, built.runtimeFiles))
  writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(built.manifest)}\n`)
}
