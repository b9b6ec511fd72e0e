// The steps after esbuild has written the islands: the manifest loader.js reads, loader.js itself,
// the syntax check, the precompressed copies and the pruning of old builds. Each takes the build's
// context ({ ui, outdir, common, entryPoints }) and what the steps before it found.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { syntaxProblems } from '../scripts/check-syntax.mjs'
import { routeParts, staticImports } from './route-parts.mjs'

/** Hashed files of this many builds stay, so a page cached before a deploy still finds its chunks. */
const KEEP_BUILDS = 3

const relativeTo = (outdir) => (file) => path.relative(outdir, path.resolve(file)).split(path.sep).join('/')

/**
 * The manifest (each entry's script, stylesheet and the chunks to preload) and the files written,
 * relative to outdir. Writes manifest.json, read by loader.js unless the page inlines a copy
 * (docs/embedding.md), and .cache/metafile-<ui>.json for bundle analysis and the budget test.
 */
export function writeManifest({ ui, outdir, entryPoints, islands }, metafile) {
  const rel = relativeTo(outdir)
  const entries = {}
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue
    const name = Object.keys(entryPoints).find((key) => path.resolve(entryPoints[key]) === path.resolve(output.entryPoint))
    if (!name) continue // a chunk split off by import(), such as DOMPurify
    entries[name] = {
      js: rel(file),
      ...(output.cssBundle ? { css: rel(output.cssBundle) } : {}),
      preload: [...staticImports(metafile.outputs, file)].map(rel).sort(),
      ...(islands[name]?.routes ? { routes: routeParts(metafile, name, islands[name].routes, file, rel) } : {}),
    }
  }
  const files = Object.keys(metafile.outputs).map(rel).sort()
  const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)
  const { bridge, ...widgets } = entries
  const manifest = { buildId, ui, runtime: 'loader.js', bridge, widgets }
  mkdirSync('.cache', { recursive: true })
  writeFileSync(`.cache/metafile-${ui}.json`, JSON.stringify(metafile))
  writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest)}\n`)
  return { manifest, files }
}

/**
 * loader.js, and the chunk it loads only when something failed (shared/runtime/failure.ts: the
 * words for the console). Returns the files written beside loader.js, to be kept like the others.
 */
export async function writeLoader({ outdir, common }) {
  const { metafile } = await esbuild.build({
    ...common,
    entryPoints: ['shared/runtime/loader.ts'],
    outdir,
    splitting: true,
    metafile: true,
    chunkNames: '[name]-[hash]',
  })
  const written = Object.keys(metafile.outputs).map(relativeTo(outdir))
  // loader.js imports nothing on a page where everything loads: code it shared with the failure
  // chunk would be split into a chunk of its own that loader.js imports.
  const imported = metafile.outputs[path.relative(process.cwd(), path.join(outdir, 'loader.js'))]?.imports ?? []
  if (imported.some((dep) => dep.kind === 'import-statement')) throw new Error('loader.js imports a chunk statically')
  return written.filter((file) => file !== 'loader.js' && !file.endsWith('.map'))
}

/** Syntax beyond the target (scripts/check-syntax.mjs), one line per file; the build fails on any. */
export const syntaxCheck = ({ outdir }, files) =>
  syntaxProblems([...files.filter((file) => file.endsWith('.js')), 'loader.js'].map((file) => path.join(outdir, file)))

/**
 * Precompressed copies at the highest level, for servers that serve them as they are (nginx
 * gzip_static, the fixture shop): smaller than compressing on the fly, and no CPU per request.
 * These are the bytes the budget test measures.
 */
export function precompress({ outdir }, files) {
  for (const file of files) {
    if (!/\.(js|css|json)$/.test(file)) continue
    const full = path.join(outdir, file)
    writeFileSync(`${full}.gz`, gzipSync(readFileSync(full), { level: 9 }))
  }
}

/** Keeps the files of the last KEEP_BUILDS builds; deletes older hashed files. */
export function prune({ outdir }, files, buildId) {
  const historyFile = path.join(outdir, 'builds.json')
  const history = existsSync(historyFile) ? JSON.parse(readFileSync(historyFile, 'utf8')) : []
  const builds = [{ buildId, files }, ...history.filter((build) => build.buildId !== buildId)].slice(0, KEEP_BUILDS)
  const keep = new Set(builds.flatMap((build) => build.files))
  for (const entry of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(outdir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    const source = file.replace(/\.(map|gz)$/, '')
    if (/-[A-Z0-9]{8}\.(js|css)(\.map|\.gz)?$/.test(file) && !keep.has(file) && !keep.has(source)) {
      rmSync(path.join(outdir, file))
    }
  }
  writeFileSync(historyFile, `${JSON.stringify(builds, null, 1)}\n`)
}
