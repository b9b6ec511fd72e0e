// Builds the islands into static/www (or static/www-react with --ui=react).
//   node build.mjs [--ui=preact|react] [--watch] [--outdir=DIR]
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { integrityParts } from './build/integrity.mjs'
import { syntaxProblems } from './scripts/check-syntax.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key, value ?? true]
  }),
)
const ui = args.ui === 'react' ? 'react' : 'preact'
const outdir = path.resolve(args.outdir ?? (ui === 'react' ? 'static/www-react' : 'static/www'))
const watch = Boolean(args.watch)
/** Hashed files of this many builds stay, so a page cached before a deploy still finds its chunks. */
const KEEP_BUILDS = 3

/**
 * The islands' table (widgets/islands.ts) and the rule of which React a module runs on
 * (scripts/react-flavour.ts), the same files the unit tests read; TypeScript, so loaded through esbuild.
 */
async function importTs(contents) {
  const { outputFiles } = await esbuild.build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'warning',
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`)
}
const { islands, coreModules, REACT_SPECIFIER, reactTarget } = await importTs(
  "export { islands } from './widgets/islands.ts'\nexport * from './scripts/react-flavour.ts'",
)

const widgets = Object.keys(islands).sort()
const folders = readdirSync('widgets', { withFileTypes: true })
  .filter((dir) => dir.isDirectory() && existsSync(`widgets/${dir.name}/index.tsx`))
  .map((dir) => dir.name)
const tableProblems = [
  ...folders.filter((name) => !islands[name]).map((name) => `widgets/${name}/index.tsx has no row in widgets/islands.ts`),
  ...widgets
    .filter((name) => !folders.includes(name))
    .map((name) => `widgets/islands.ts names ${name}, which has no widgets/${name}/index.tsx`),
  ...widgets.filter((name) => islands[name].shell && islands[name].react !== 'core').map((name) => `${name}: a shell island runs on core`),
]
if (tableProblems.length) {
  console.error(tableProblems.join('\n'))
  process.exit(1)
}

const entryPoints = {
  bridge: 'shared/runtime/bridge.ts',
  ...Object.fromEntries(widgets.map((name) => [name, `widgets/${name}/index.tsx`])),
}

/**
 * The every-page chunk. esbuild splits shared code by the set of entries that use it, and the
 * platform layers below are used by different sets of islands and lazily loaded modules: alone,
 * they would land in half a dozen small chunks (measured: about 2.5 KB more gzip on a text page,
 * and more requests). The build makes every entry and every module loaded with import() use all
 * of them, so they share ONE chunk. Chunk shaping lives here; app modules import only what they
 * use. Code only some islands use stays out and splits as usual.
 */
const everyPage = [
  'shared/runtime/island.tsx',
  'shared/i18n/t.ts',
  'shared/format/price.ts',
  'shared/stores/basket.ts',
  'shared/stores/connection.ts',
  'shared/stores/notifications.ts',
  'shared/stores/setup.ts',
  'shared/hooks/use-store.ts',
  'shared/hooks/use-uid.ts',
  'shared/ui/safe-html.tsx',
  'shared/ui/lazy.tsx',
]

/**
 * The islands' chunk: the small layers nearly every island beyond the page shell uses to call the
 * shop and report a failure. Used by different sets of islands, each would be a chunk of its own
 * of a few hundred bytes (six of them on /basket/delivery, issue 11's 40 KB page); every entry but
 * the shell's, and every module loaded with import(), keeps them, so they share ONE chunk. The
 * shell stays without them (issue 9: 16 KB).
 */
const islandLayers = [
  'shared/browser/navigate.ts',
  'shared/api/errors.ts',
  'shared/api/client.ts',
  'shared/i18n/failure-text.ts',
  'shared/stores/notify-failure.ts',
  'shared/hooks/use-busy.ts',
]

/** Each layer module with the names it exports (types aside), read from the code by esbuild. */
async function withExports(files) {
  const { metafile } = await esbuild.build({
    entryPoints: files,
    outdir: '.cache/exports',
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'warning',
  })
  const exports = new Map(Object.values(metafile.outputs).map((output) => [path.resolve(output.entryPoint), output.exports]))
  return Object.fromEntries(files.map((file) => [`./${file}`, exports.get(path.resolve(file))]))
}

/** The every-page shell's entries: the runtime's bridge and the islands of the table's shell rows. */
const shellEntries = new Set(['bridge', ...widgets.filter((name) => islands[name].shell)])
const inShell = (file) => [...shellEntries].some((name) => path.resolve(entryPoints[name]) === file)

/**
 * A module that keeps the given layers in whatever imports it (see everyPage and islandLayers):
 * esbuild never drops a call to a function of the bundle, so every importer keeps what it returns.
 */
const keeperSource = (layers, keep) => {
  const local = (index, name) => `m${index}_${name.replace('$', '_')}`
  const modules = Object.entries(layers)
  return [
    ...modules.map(
      ([file, names], index) =>
        `import { ${names.map((name) => `${name} as ${local(index, name)}`).join(', ')} } from ${JSON.stringify(file)}`,
    ),
    `export function ${keep}() { return [${modules.flatMap(([, names], index) => names.map((name) => local(index, name))).join(', ')}] }`,
  ].join('\n')
}

/** Each app module (tests aside) under dir with the app modules it loads with import(). */
function dynamicImports(dir) {
  const found = []
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
      const base = path.resolve(path.dirname(file), specifier)
      const target = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate))
      if (target) found.push(target)
    }
  }
  return found
}

/** The app modules loaded with import(): found in the source up front, so the answer never
 * depends on the order esbuild happens to load files in. */
const lazyModules = () => new Set(['shared', 'widgets'].flatMap(dynamicImports))

/**
 * The parts an island whose row says `parts: 'with-entry'` (widgets/islands.ts) loads with
 * import() from its own folder, each with the entry of its island. Such a part only ever runs
 * after that entry, and keeps it (below): what the entry shares with its parts then lands in one
 * chunk, not in one chunk for each combination of parts that use it (issue 29: /basket carried the
 * checkout's own code in 3 files, 760 B gzip more than in one).
 */
function laterParts() {
  const found = new Map()
  for (const name of widgets.filter((name) => islands[name].parts === 'with-entry' && !islands[name].shell)) {
    const folder = path.resolve('widgets', name) + path.sep
    for (const part of dynamicImports(folder)) if (part.startsWith(folder)) found.set(part, path.resolve(entryPoints[name]))
  }
  return found
}

const widgetEntries = new Map(widgets.map((name) => [path.resolve(entryPoints[name]), name]))

/**
 * A widget entry that the page head ran as a module script (backend/head-tags.mjs) registers its
 * mount function on evaluation, so loader.js mounts it in the same task, before DOMContentLoaded,
 * instead of waiting for import() to come back in a later task (issue 9: mounted within
 * DOMContentLoaded + 60 ms at 4x CPU).
 */
const register = (name) =>
  `;((globalThis as unknown as { shopWidgetModules?: Record<string, unknown> }).shopWidgetModules ??= {})[${JSON.stringify(name)}] = { mount }\n`

const everyPageSource = keeperSource(await withExports(everyPage), 'keepEveryPage')
const islandLayersSource = keeperSource(await withExports(islandLayers), 'keepIslandLayers')
const islandKeeper = `import { keepIslandLayers } from 'shop:island-layers'\nkeepIslandLayers()\n`

/** Adds `keepEveryPage()` to every entry and every app module loaded with import(), and `keepIslandLayers()` to those beyond the shell. */
const everyPageChunk = {
  name: 'every-page-chunk',
  setup(build) {
    build.onResolve({ filter: /^shop:(every-page|island-layers)$/ }, (args) => ({ path: args.path.slice(5), namespace: 'shop' }))
    build.onLoad({ filter: /.*/, namespace: 'shop' }, (args) => ({
      contents: args.path === 'every-page' ? everyPageSource : islandLayersSource,
      resolveDir: process.cwd(),
      loader: 'ts',
    }))
    build.onLoad({ filter: /\.tsx?$/ }, (args) => (keepers.importers.has(args.path) ? withKeepers(args.path) : undefined))
  },
}

/** The entries and lazy modules (they keep the layers), and the parts that keep their island's entry. */
const keepers = {
  importers: new Set([...Object.values(entryPoints).map((file) => path.resolve(file)), ...lazyModules()]),
  later: laterParts(),
}

/** A module's source with the calls that keep the layers (and, for an entry, its registration). */
function withKeepers(file) {
  const source = readFileSync(file, 'utf8')
  const widget = widgetEntries.get(file)
  const later = keepers.later.get(file)
  return {
    contents: `${source}\nimport { keepEveryPage } from 'shop:every-page'\nkeepEveryPage()\n${inShell(file) ? '' : islandKeeper}${widget ? register(widget) : ''}${later ? `import ${JSON.stringify(later)}\n` : ''}`,
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
  }
}

/**
 * Small stateless modules that an island whose row says `parts: 'with-entry'` (the checkout) gets
 * a copy of, built into its own chunks. Shared with other islands, each was a chunk of its own of
 * 100-600 B that a checkout page loaded besides, 60-160 B of it the chunk's imports and gzip
 * framing (issue 29: /basket/delivery, with its own step's code only, about 300 B gzip less).
 * A copy has its own module instance, so a module with state of its own (a `let`, a store, a
 * cache) or a stylesheet cannot be copied: the build fails on one (statefulProblem).
 */
const copiedModules = [
  'shared/format/photo.ts',
  'shared/page-data/config.ts',
  'shared/ui/photo.tsx',
  'shared/ui/data-link.tsx',
  'shared/routing/checkout-paths.ts',
  'shared/routing/route-links.ts',
  'shared/browser/frames.ts',
  'shared/ui/checkout-steps.tsx',
].map((file) => path.resolve(file))

/** Why a module cannot be copied, or null: module-level state (let, var, a store, a collection) or a stylesheet. */
function statefulProblem(file) {
  const source = readFileSync(file, 'utf8')
  const problem =
    /^(let|var|export let|export var)\s/m.exec(source) ??
    /^(export )?const \w+ = (atom|map|computed|new (Map|Set|WeakMap|WeakSet))\b/m.exec(source) ??
    /^import ['"][^'"]+\.css['"]/m.exec(source)
  return problem ? `${path.relative(process.cwd(), file)} cannot be copied into an island: ${problem[0].trim()}` : null
}

const islandCopies = {
  name: 'island-copies',
  setup(build) {
    const copied = new Set(copiedModules)
    const problems = copiedModules.map(statefulProblem).filter(Boolean)
    if (problems.length) throw new Error(problems.join('\n'))
    const folders = widgets.filter((name) => islands[name].parts === 'with-entry').map((name) => path.resolve('widgets', name) + path.sep)
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData === 'island-copies') return undefined
      const fromCopy = args.namespace === 'island-copy'
      if (!fromCopy && !folders.some((folder) => args.importer.startsWith(folder))) return undefined
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'island-copies',
      })
      if (resolved.errors.length) return { errors: resolved.errors }
      if (copied.has(resolved.path)) return { path: resolved.path, namespace: 'island-copy' }
      return fromCopy ? { path: resolved.path, namespace: resolved.namespace, sideEffects: resolved.sideEffects } : undefined
    })
    // A copy loaded with import() keeps the layers as the module it copies does.
    build.onLoad({ filter: /.*/, namespace: 'island-copy' }, (args) => ({
      ...(keepers.importers.has(args.path)
        ? withKeepers(args.path)
        : { contents: readFileSync(args.path, 'utf8'), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' }),
      resolveDir: path.dirname(args.path),
    }))
  },
}

const preactLite = path.resolve('shared/react/preact-lite.ts')

/**
 * Resolves React for the preact build, module by module (scripts/react-flavour.ts, the rule the
 * unit tests resolve with too): preact-lite for the modules core islands run (and the every-page
 * chunk's own module), preact/compat for the rest. A core module that imports what preact-lite
 * lacks fails the build.
 */
const shellReact = {
  name: 'shell-react',
  setup(build) {
    let core = coreModules()
    build.onStart(() => {
      core = coreModules() // --watch: imports change between builds
    })
    build.onResolve({ filter: REACT_SPECIFIER }, (args) => {
      const flavour = args.namespace === 'shop' || core.has(args.importer) ? 'core' : 'compat'
      const target = reactTarget(args.path, flavour, preactLite)
      if (target === preactLite) return { path: preactLite }
      return build.resolve(target, { kind: args.kind, resolveDir: process.cwd() })
    })
  },
}

const common = {
  bundle: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  minify: !watch,
  sourcemap: 'linked',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  jsx: 'automatic',
  // preact/compat stands in for React (about a tenth of its size); --ui=react keeps React 19.
  // In the preact build, shellReact resolves 'react' and 'react-dom' (the page shell to preact-lite).
  logLevel: 'warning',
}

/** Every chunk an output imports statically, transitively. */
function staticImports(outputs, file, seen = new Set()) {
  for (const dep of outputs[file]?.imports ?? []) {
    if (dep.kind !== 'import-statement' || seen.has(dep.path)) continue
    seen.add(dep.path)
    staticImports(outputs, dep.path, seen)
  }
  return seen
}

function manifestFrom(metafile) {
  const rel = (file) => path.relative(outdir, path.resolve(file)).split(path.sep).join('/')
  const entries = {}
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue
    const name = Object.keys(entryPoints).find((key) => path.resolve(entryPoints[key]) === path.resolve(output.entryPoint))
    if (!name) continue // a chunk split off by import(), such as DOMPurify
    entries[name] = {
      js: rel(file),
      ...(output.cssBundle ? { css: rel(output.cssBundle) } : {}),
      preload: [...staticImports(metafile.outputs, file)].map(rel).sort(),
    }
  }
  const files = Object.keys(metafile.outputs).map(rel).sort()
  const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)
  const { bridge, ...rest } = entries
  return { manifest: { buildId, ui, bridge, widgets: rest }, files }
}

/** Keeps the files of the last KEEP_BUILDS builds; deletes older hashed files. */
function prune(files, buildId) {
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

/**
 * Precompressed copies at the highest level, for servers that serve them as they are (nginx
 * gzip_static, the fixture shop): smaller than compressing on the fly, and no CPU per request.
 * These are the bytes the budget test measures.
 */
function precompress(files) {
  for (const file of files) {
    if (!/\.(js|css|json)$/.test(file)) continue
    const full = path.join(outdir, file)
    writeFileSync(`${full}.gz`, gzipSync(readFileSync(full), { level: 9 }))
  }
}

/**
 * loader.js, and the chunk it loads only when something failed (shared/runtime/failure.ts: the
 * words for the console). Returns the files written beside loader.js, to be kept like the others.
 */
async function writeLoader() {
  const { metafile } = await esbuild.build({
    ...common,
    entryPoints: ['shared/runtime/loader.ts'],
    outdir,
    splitting: true,
    metafile: true,
    chunkNames: '[name]-[hash]',
  })
  const written = Object.keys(metafile.outputs).map((file) => path.relative(outdir, path.resolve(file)).split(path.sep).join('/'))
  const chunks = written.filter((file) => file !== 'loader.js' && !file.endsWith('.map'))
  // loader.js imports nothing on a page where everything loads: code it shared with the failure
  // chunk would be split into a chunk of its own that loader.js imports.
  const imported = metafile.outputs[path.relative(process.cwd(), path.join(outdir, 'loader.js'))]?.imports ?? []
  if (imported.some((dep) => dep.kind === 'import-statement')) throw new Error('loader.js imports a chunk statically')
  return chunks
}

let syntaxFailed = false
const finish = {
  name: 'manifest',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length || !result.metafile) return
      const { manifest, files } = manifestFrom(result.metafile)
      // For bundle analysis (npx esbuild-visualizer, or scripts that read it); not served.
      mkdirSync('.cache', { recursive: true })
      writeFileSync(`.cache/metafile-${ui}.json`, JSON.stringify(result.metafile))
      // Read by loader.js, unless the page inlines a copy (README "Embedding widgets").
      const described = { buildId: manifest.buildId, ui, runtime: 'loader.js', bridge: manifest.bridge, widgets: manifest.widgets }
      const runtimeFiles = await writeLoader()
      // Issue 37: each file's sha384 and what each entry reaches by import() (build/integrity.mjs).
      Object.assign(described, integrityParts(outdir, result.metafile, described, files, runtimeFiles))
      writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(described)}\n`)
      files.push(...runtimeFiles)
      // Syntax beyond the target fails the build (scripts/check-syntax.mjs).
      const beyond = syntaxProblems([...files.filter((file) => file.endsWith('.js')), 'loader.js'].map((file) => path.join(outdir, file)))
      for (const problem of beyond) console.error(`✘ ${problem}`)
      if (beyond.length) syntaxFailed = true
      precompress([...files, 'loader.js', 'manifest.json'])
      prune(files, manifest.buildId)
      console.log(`built ${widgets.length} widgets (${ui}) into ${path.relative(process.cwd(), outdir)}, build ${manifest.buildId}`)
    })
  },
}

const options = {
  ...common,
  entryPoints,
  outdir,
  splitting: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  plugins: [islandCopies, ...(ui === 'preact' ? [shellReact] : []), everyPageChunk, finish],
}

if (watch) {
  const context = await esbuild.context(options)
  await context.watch()
  console.log('watching widgets/ and shared/ for changes')
} else {
  const result = await esbuild.build(options)
  if (result.errors.length || syntaxFailed) process.exit(1)
}
