// Why: an island whose row says parts: 'with-entry' (the checkout) gets its own copy of the small
// stateless modules build/layout.mjs names in copiedModules, built into its own chunks, so its
// pages do not load a small chunk for each of them besides. esbuild has no option to duplicate a
// module; this plugin puts the island's imports of them (and the copies' own imports of them) in a
// namespace of their own, 'island-copy', which esbuild treats as other modules.
// test/unit/budget.test.ts reads that namespace in the metafile. A module with state of its own or
// a stylesheet cannot be copied (two instances would disagree): the build fails on one.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { copiedModules } from '../layout.mjs'

/** Why a module cannot be copied, or null: module-level state (let, var, a store, a collection) or a stylesheet. */
function statefulProblem(file) {
  const source = readFileSync(file, 'utf8')
  const problem =
    /^(let|var|export let|export var)\s/m.exec(source) ??
    /^(export )?const \w+ = (atom|map|computed|new (Map|Set|WeakMap|WeakSet))\b/m.exec(source) ??
    /^import ['"][^'"]+\.css['"]/m.exec(source)
  return problem ? `${path.relative(process.cwd(), file)} cannot be copied into an island: ${problem[0].trim()}` : null
}

/** islands: the table; sourceOf: a module's source as the build loads it (keepers.mjs). */
export function islandCopies({ islands, sourceOf }) {
  const copied = new Set(copiedModules.map((file) => path.resolve(file)))
  const folders = Object.keys(islands)
    .filter((name) => islands[name].parts === 'with-entry')
    .map((name) => path.resolve('widgets', name) + path.sep)
  return {
    name: 'island-copies',
    setup(build) {
      const problems = [...copied].map(statefulProblem).filter(Boolean)
      if (problems.length) throw new Error(problems.join('\n'))
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
      build.onLoad({ filter: /.*/, namespace: 'island-copy' }, (args) => ({ ...sourceOf(args.path), resolveDir: path.dirname(args.path) }))
    },
  }
}
