// What a page with the given islands loads from static/www, from the manifest: the loader (with
// the runtime), and each eager island's js, css and preloaded chunks, each file counted once.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export function fileBytes(dir, file) {
  const content = readFileSync(path.join(dir, file))
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
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
