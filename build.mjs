// Builds the islands into static/www (or static/www-react with --ui=react).
//   node build.mjs [--ui=preact|react] [--watch] [--outdir=DIR]
// This file only orchestrates. What goes in which chunk, and why: build/layout.mjs. Each esbuild
// plugin, with the reason it exists, in build/plugins/. The steps after esbuild: build/output.mjs.
// Which React a module runs on: scripts/react-flavour.ts (`npm run flavour -- <file>`).
import path from 'node:path'
import * as esbuild from 'esbuild'
import { budgetReport } from './build/budget-report.mjs'
import { writeIntegrity } from './build/integrity.mjs'
import { loadTables } from './build/islands.mjs'
import { precompress, prune, syntaxCheck, writeLoader, writeManifest } from './build/output.mjs'
import { islandCopies } from './build/plugins/island-copies.mjs'
import { keepers } from './build/plugins/keepers.mjs'
import { shellReact } from './build/plugins/shell-react.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key, value ?? true]
  }),
)
const ui = args.ui === 'react' ? 'react' : 'preact'
const outdir = path.resolve(args.outdir ?? (ui === 'react' ? 'static/www-react' : 'static/www'))
const watch = Boolean(args.watch)

const tables = await loadTables()
const { islands } = tables
const widgets = Object.keys(islands).sort()
const entryPoints = {
  bridge: 'shared/runtime/bridge.ts',
  ...Object.fromEntries(widgets.map((name) => [name, `widgets/${name}/index.tsx`])),
}
/** The every-page shell's entries: the runtime's bridge and the islands of the table's shell rows. */
const shellEntries = new Set(['bridge', ...widgets.filter((name) => islands[name].shell)])

const common = {
  bundle: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  minify: !watch,
  // Maps beside the files, without the comment that names them (docs/source-maps.md): the phone
  // does not download the comment's bytes; the server's SourceMap header points devtools to them.
  sourcemap: watch ? 'linked' : 'external',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  jsx: 'automatic',
  // preact/compat stands in for React (about a tenth of its size); --ui=react keeps React 19.
  // In the preact build, shellReact resolves 'react' and 'react-dom' (the page shell to preact-lite).
  logLevel: 'warning',
}
const context = { ui, outdir, watch, common, islands, entryPoints }

/**
 * The steps after esbuild wrote the islands, in order. Each gets `built` ({ metafile, manifest,
 * files: the files written, relative to outdir, problems }) and may add to built.files or
 * built.problems; `context` says which build it is. A new step (integrity hashes, a size report)
 * is a file in build/ and one line here: one that changes a script or manifest.json goes before
 * precompress, so the .gz copies match.
 */
const afterBuild = [
  (built) => Object.assign(built, writeManifest(context, built.metafile)),
  async (built) => {
    built.runtimeFiles = await writeLoader(context)
    built.files.push(...built.runtimeFiles)
  },
  // Each file's sha384 and what each entry reaches by import(), in manifest.json (build/integrity.mjs).
  (built) => writeIntegrity(context, built),
  (built) => built.problems.push(...syntaxCheck(context, built.files)),
  (built) => precompress(context, [...built.files, 'loader.js', 'manifest.json']),
  (built) => prune(context, built.files, built.manifest.buildId),
]

let failed = false
const finish = {
  name: 'after-build',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length || !result.metafile) return
      const built = { metafile: result.metafile, problems: [] }
      for (const step of afterBuild) await step(built)
      for (const problem of built.problems) console.error(`✘ ${problem}`)
      if (built.problems.length) failed = true
      console.log(`built ${widgets.length} widgets (${ui}) into ${path.relative(process.cwd(), outdir)}, build ${built.manifest.buildId}`)
      // The byte budgets (test/budgets.ts) hold the preact build.
      if (ui === 'preact' && !watch) console.log(budgetReport(outdir, built.metafile, tables.budgets).join('\n'))
    })
  },
}

const keep = await keepers({ islands, entryPoints, shellEntries })
const options = {
  ...common,
  entryPoints,
  outdir,
  splitting: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  plugins: [islandCopies({ islands, sourceOf: keep.sourceOf }), ...(ui === 'preact' ? [shellReact(tables)] : []), keep.plugin, finish],
}

if (watch) {
  const watching = await esbuild.context(options)
  await watching.watch()
  console.log('watching widgets/ and shared/ for changes')
} else {
  const result = await esbuild.build(options)
  if (result.errors.length || failed) process.exit(1)
}
