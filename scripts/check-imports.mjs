// npm run check and npm test: the import rules of the app (README "Layout"), checked on the imports
// as esbuild reads them (build/imports.mjs, the scanner the build and the React flavour use too),
// so no build is needed first. Type-only imports are gone, as they are at run time.
//   1. No import cycle between modules of shared/ and widgets/ (static imports; import() runs later).
//   2. A shared/ folder imports only from itself and from the folders below it in LAYERS.
//   3. Widgets never import each other (STYLE.md).
//   4. The fixture shop imports nothing from shared/ or widgets/ (scripts/fixture-imports.mjs; on
//      its sources, as esbuild resolves them, since the build does not bundle the fixture).
import { appGraph } from '../build/imports.mjs'
import { fixtureAppImports } from './fixture-imports.mjs'

/**
 * Bottom first. A folder may import from the folders before it in this list, never after.
 * shared/react stands in for the 'react' package in core islands (scripts/react-flavour.ts).
 */
export const LAYERS = [
  'react',
  'schemas',
  'format',
  'browser',
  'page-data',
  'api',
  'hooks',
  'i18n',
  'stores',
  'routing',
  'ui',
  'runtime',
  'forms',
  // The product page's buy box, rules and panels, shared by the product and preview islands.
  'product',
]

const graph = new Map()
const staticGraph = new Map()
for (const [file, imports] of appGraph()) {
  if (!/^(shared|widgets)\//.test(file)) continue
  const app = imports.filter((edge) => /^(shared|widgets)\//.test(edge.path))
  graph.set(
    file,
    app.map((edge) => edge.path),
  )
  // A module loaded with import() runs after its importer has finished: not a cycle.
  staticGraph.set(
    file,
    app.filter((edge) => edge.kind === 'import-statement').map((edge) => edge.path),
  )
}

const problems = []
const folderOf = (file) => file.split('/')[1]

/**
 * The one allowed crossing: the account island draws the return screens inside /myAccount in the
 * returns island's slot (widgets/returns/account-returns.tsx, SPEC 2 Account), loaded with import()
 * only, so neither island's chunk carries the other's code up front.
 */
const slots = [{ from: 'widgets/account/', to: 'widgets/returns/account-returns.tsx' }]
const isSlot = (file, target) =>
  slots.some((slot) => file.startsWith(slot.from) && target === slot.to) && !staticGraph.get(file)?.includes(target)

for (const [file, targets] of graph) {
  for (const target of targets) {
    // widgets/islands.ts, the islands' table, names each island's props parser: it is no widget.
    const inWidget = file.startsWith('widgets/') && file !== 'widgets/islands.ts'
    if (inWidget && target.startsWith('widgets/') && folderOf(file) !== folderOf(target) && !isSlot(file, target)) {
      problems.push(`widget imports another widget: ${file} -> ${target}`)
    }
    if (!file.startsWith('shared/')) continue
    if (target.startsWith('widgets/')) {
      problems.push(`shared imports a widget: ${file} -> ${target}`)
      continue
    }
    const from = LAYERS.indexOf(folderOf(file))
    const to = LAYERS.indexOf(folderOf(target))
    if (from === -1) problems.push(`shared/${folderOf(file)} is not in the layer list (scripts/check-imports.mjs): ${file}`)
    else if (to > from) problems.push(`shared/${folderOf(file)} may not import shared/${folderOf(target)}: ${file} -> ${target}`)
  }
}

// Cycles between modules of the app, shared/ and widgets/ (depth-first search, each cycle reported once).
const state = new Map()
const stack = []
function visit(file) {
  state.set(file, 'open')
  stack.push(file)
  for (const target of graph.get(file) ?? []) {
    if (state.get(target) === 'open') problems.push(`import cycle: ${[...stack.slice(stack.indexOf(target)), target].join(' -> ')}`)
    else if (!state.has(target)) visit(target)
  }
  stack.pop()
  state.set(file, 'done')
}
for (const file of graph.keys()) if (!state.has(file)) visit(file)

for (const chain of fixtureAppImports()) problems.push(`the fixture shop imports the app: ${chain}`)

if (problems.length) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} import rule(s) broken`)
  process.exit(1)
}
console.log(`imports: ${graph.size} modules, no import cycle, folders follow ${LAYERS.join(' < ')}, the fixture shop imports no app code`)
