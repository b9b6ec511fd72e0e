// What a page with the given islands loads from a build's folder: the loader (with the runtime),
// each island's js, css and preloaded chunks from the manifest, and the chunks of the modules its
// first screen loads with import() from the build's metafile; each file counted once. Read by
// the budget test (test/budgets.ts) and the build's budget report.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export function fileBytes(dir, file) {
  const content = readFileSync(path.join(dir, file))
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

export function pageFiles(dir, widgets) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
  const files = new Set(['loader.js'])
  for (const name of widgets) {
    const entry = manifest.widgets[name]
    if (!entry) throw new Error(`${name} is not in the manifest`)
    for (const file of [entry.js, entry.css, ...entry.preload]) if (file) files.add(file)
  }
  return [...files]
}

export function pageBytes(dir, widgets) {
  const total = { raw: 0, gzip: 0, js: 0, css: 0 }
  for (const file of pageFiles(dir, widgets)) {
    const bytes = fileBytes(dir, file)
    total.raw += bytes.raw
    total.gzip += bytes.gzip
    total[file.endsWith('.css') ? 'css' : 'js'] += bytes.gzip
  }
  return total
}

/**
 * A module as the metafile names it, as the app names it: shared/x.ts for the checkout's copy of it
 * too (`island-copy:<absolute path>`, build.mjs), and a package's file by its package,
 * `npm:preact/dist/preact.mjs`, wherever node_modules lies (a symlinked one resolves to
 * ../../elsewhere/node_modules/…).
 */
export function appModule(input, root = process.cwd()) {
  const module = input.replace(/^island-copy:/, '').replace(`${root}/`, '')
  const inPackage = /(?:^|\/)node_modules\/(.*)$/.exec(module)
  return inPackage ? `npm:${inPackage[1]}` : module
}

/** The chunks that loading these app modules with import() brings: each one's chunk and its static imports, relative to dir. */
export function lazyFiles(dir, metafile, modules) {
  const { outputs } = metafile
  const files = new Set()
  const add = (file) => {
    if (files.has(file)) return
    files.add(file)
    for (const dep of outputs[file]?.imports ?? []) if (dep.kind === 'import-statement') add(dep.path)
  }
  for (const module of modules) {
    const chunk = Object.keys(outputs).find((file) => file.endsWith('.js') && appModule(outputs[file]?.entryPoint ?? '') === module)
    if (!chunk) throw new Error(`${module} is loaded with import() by no chunk`)
    add(chunk)
  }
  return [...files].map((file) => path.relative(dir, file))
}

/** The scripts of a page: its islands' files and its lazy modules' chunks, each once. */
export const pageScripts = (dir, metafile, widgets, lazy) =>
  [...new Set([...pageFiles(dir, widgets), ...lazyFiles(dir, metafile, lazy)])].filter((file) => file.endsWith('.js'))

/** Their bytes summed: { gzip, brotli }. */
export function scriptBytes(dir, files) {
  const total = { gzip: 0, brotli: 0 }
  for (const file of files) {
    const bytes = fileBytes(dir, file)
    total.gzip += bytes.gzip
    total.brotli += bytes.brotli
  }
  return total
}
