// The chunks of each island route (widgets/islands.ts `routes`) for the manifest: the route's
// part and every chunk it imports, less those the island's entry brings anyway. The page head
// preloads them with the entry (backend/head-tags.mjs), so the island's first screen is there
// when the island mounts. A route whose module no chunk is built from fails the build.
import path from 'node:path'

/** Every chunk an output imports statically, transitively (the manifest's preload lists use it too, build/output.mjs). */
export function staticImports(outputs, file, seen = new Set()) {
  for (const dep of outputs[file]?.imports ?? []) {
    if (dep.kind !== 'import-statement' || seen.has(dep.path)) continue
    seen.add(dep.path)
    staticImports(outputs, dep.path, seen)
  }
  return seen
}

/**
 * @param {{ outputs: Record<string, { entryPoint?: string, imports: { path: string, kind: string }[] }> }} metafile
 * @param {string} name the island
 * @param {Record<string, { module: string }> | undefined} routes its row's routes
 * @param {string} entryFile its entry's output, as the metafile names it
 * @param {(file: string) => string} rel an output's path in the manifest
 * @returns {Record<string, { js: string, preload: string[] }> | undefined}
 */
export function routeParts(metafile, name, routes, entryFile, rel) {
  if (!routes) return undefined
  const { outputs } = metafile
  const withEntry = new Set([entryFile, ...staticImports(outputs, entryFile)])
  const found = {}
  for (const [route, { module }] of Object.entries(routes)) {
    const wanted = path.resolve('widgets', name, module)
    const chunk = Object.keys(outputs).find(
      (file) =>
        file.endsWith('.js') && outputs[file].entryPoint && path.resolve(outputs[file].entryPoint.replace(/^island-copy:/, '')) === wanted,
    )
    if (!chunk) throw new Error(`widgets/islands.ts: ${name}'s route ${route} names ${module}, which no chunk is built from`)
    found[route] = {
      js: rel(chunk),
      preload: [...staticImports(outputs, chunk)]
        .filter((file) => !withEntry.has(file))
        .map(rel)
        .sort(),
    }
  }
  return found
}

/** Each island route's module (widgets/islands.ts `routes`), by absolute path, with its key (`checkout/basket`) and export. */
export function routeModules(islands) {
  const found = new Map()
  for (const [name, island] of Object.entries(islands)) {
    for (const [route, { module, export: exported }] of Object.entries(island.routes ?? {}))
      found.set(path.resolve('widgets', name, module), { key: `${name}/${route}`, export: exported })
  }
  return found
}

/**
 * What a route's module adds to its source: on evaluation it registers the export its island takes
 * (`shopWidgetModules['checkout/basket']`, the component itself), so an island
 * whose page head ran it as a module script (backend/head-tags.mjs) takes them at once, in the
 * loader's task, before DOMContentLoaded, instead of waiting a task for import() to answer
 * (read by widgets/checkout/steps.ts).
 */
export const registerRoute = (file, route) =>
  route
    ? `import { ${route.export} as shopRouteExport } from ${JSON.stringify(`./${path.basename(file)}`)}\n;((globalThis as unknown as { shopWidgetModules?: Record<string, unknown> }).shopWidgetModules ??= {})[${JSON.stringify(route.key)}] = shopRouteExport\n`
    : ''
