// Why: esbuild splits shared code by the set of entries that use it, and has no option to put
// chosen modules in one chunk. This plugin adds, at load time, calls that keep the declared
// modules (build/layout.mjs) in every module that should carry them; esbuild never drops a call to
// a function of the bundle, so each such importer keeps what the call returns and the modules land
// in ONE chunk. What it adds to a module's source, after the source itself:
//   - an island entry: `import` of its withEntry modules (build/layout.mjs);
//   - every entry and every module loaded with import(): keepEveryPage() (the every-page chunk),
//     and, beyond the page shell and the first screens of withoutIslandLayers, keepIslandLayers()
//     (the islands' chunk);
//   - an island entry: its registration on globalThis.shopWidgetModules (below);
//   - a later part of an island whose row says parts: 'with-entry': `import` of its island's entry;
//   - an island route's module (widgets/islands.ts routes): its registration (build/route-parts.mjs).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { appGraph } from '../imports.mjs'
import { everyPage, islandLayers, withEntry, withoutIslandLayers } from '../layout.mjs'
import { registerRoute, routeModules } from '../route-parts.mjs'

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

/** A module that keeps the given layers in whatever calls the function it exports. */
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

/** Each layer module a first screen of withoutIslandLayers reaches by static imports, as "layer <- importer <- ... <- screen". */
function layersReached(graph) {
  const layers = new Set(islandLayers)
  const problems = []
  for (const start of withoutIslandLayers) {
    const from = new Map([[start, null]])
    const queue = [start]
    while (queue.length) {
      const file = queue.shift()
      for (const edge of graph.get(file) ?? []) {
        if (edge.kind !== 'import-statement' || from.has(edge.path)) continue
        from.set(edge.path, file)
        queue.push(edge.path)
        if (!layers.has(edge.path)) continue
        const chain = [edge.path]
        for (let at = file; at; at = from.get(at)) chain.push(at)
        problems.push(chain.join(' <- '))
      }
    }
  }
  return problems
}

/**
 * A widget entry that the page head ran as a module script (backend/head-tags.mjs) registers its
 * mount function on evaluation, so loader.js mounts it in the same task, before DOMContentLoaded,
 * instead of waiting for import() to come back in a later task.
 */
const register = (name) =>
  `;((globalThis as unknown as { shopWidgetModules?: Record<string, unknown> }).shopWidgetModules ??= {})[${JSON.stringify(name)}] = { mount }\n`

/**
 * The keepers of a build: `plugin` for esbuild, and `sourceOf(file)`, a module's source as the
 * build loads it (island-copies.mjs loads its copies with it). entryPoints: name -> file;
 * shellEntries: the names of the entries of the every-page shell.
 */
export async function keepers({ islands, entryPoints, shellEntries }) {
  const everyPageSource = keeperSource(await withExports(everyPage), 'keepEveryPage')
  const islandLayersSource = keeperSource(await withExports(islandLayers), 'keepIslandLayers')
  const islandKeeper = `import { keepIslandLayers } from 'shop:island-layers'\nkeepIslandLayers()\n`
  const widgetEntries = new Map(Object.keys(islands).map((name) => [path.resolve(entryPoints[name]), name]))
  const shellFiles = new Set([...shellEntries].map((name) => path.resolve(entryPoints[name])))
  const entryImports = new Map(
    Object.entries(withEntry).map(([name, files]) => [
      path.resolve(entryPoints[name]),
      files.map((file) => `import ${JSON.stringify(path.resolve(file))}\n`).join(''),
    ]),
  )

  // The app modules loaded with import(), and the later parts of the islands whose row says
  // parts: 'with-entry' (a module of its folder that the folder loads with import()), each with the
  // entry it keeps: such a part only ever runs after that entry, so what the entry shares with its
  // parts lands in one chunk, not in one chunk for each combination of parts that use it.
  const lazy = new Set()
  const later = new Map()
  const withParts = Object.keys(islands).filter((name) => islands[name].parts === 'with-entry' && !islands[name].shell)
  const graph = appGraph()
  const reached = layersReached(graph)
  if (reached.length)
    throw new Error(`build/layout.mjs withoutIslandLayers: a first screen reaches the islands' chunk:\n${reached.join('\n')}`)
  const withoutLayers = new Set(withoutIslandLayers.map((file) => path.resolve(file)))
  for (const [file, edges] of graph) {
    for (const edge of edges) {
      if (edge.kind !== 'dynamic-import' || !/\.tsx?$/.test(edge.path)) continue
      lazy.add(path.resolve(edge.path))
      const island = withParts.find((name) => file.startsWith(`widgets/${name}/`) && edge.path.startsWith(`widgets/${name}/`))
      if (island) later.set(path.resolve(edge.path), path.resolve(entryPoints[island]))
    }
  }
  const importers = new Set([...Object.values(entryPoints).map((file) => path.resolve(file)), ...lazy])
  const routes = routeModules(islands)

  const loader = (file) => (file.endsWith('.tsx') ? 'tsx' : 'ts')
  const sourceOf = (file) => {
    const source = readFileSync(file, 'utf8')
    if (!importers.has(file)) return { contents: source, loader: loader(file) }
    const widget = widgetEntries.get(file)
    const part = later.get(file)
    return {
      contents: [
        `${source}\n`,
        entryImports.get(file) ?? '',
        `import { keepEveryPage } from 'shop:every-page'\nkeepEveryPage()\n`,
        shellFiles.has(file) || withoutLayers.has(file) ? '' : islandKeeper,
        widget ? register(widget) : '',
        part ? `import ${JSON.stringify(part)}\n` : '',
        registerRoute(file, routes.get(file)),
      ].join(''),
      loader: loader(file),
    }
  }

  const plugin = {
    name: 'keepers',
    setup(build) {
      build.onResolve({ filter: /^shop:(every-page|island-layers)$/ }, (args) => ({ path: args.path.slice(5), namespace: 'shop' }))
      build.onLoad({ filter: /.*/, namespace: 'shop' }, (args) => ({
        contents: args.path === 'every-page' ? everyPageSource : islandLayersSource,
        resolveDir: process.cwd(),
        loader: 'ts',
      }))
      build.onLoad({ filter: /\.tsx?$/ }, (args) => (importers.has(args.path) ? sourceOf(args.path) : undefined))
    },
  }
  return { plugin, sourceOf }
}
