// Which React each app module runs on in the preact build, from widgets/islands.ts and the code.
// The build (build/plugins/shell-react.mjs) resolves 'react' with it, and the unit tests
// (vitest.config.ts) resolve it the same way, so every component is tested on what ships.
// `npm run flavour -- <file>` prints a module's flavour and the import chain that made it so.
//   core:   shared/react/preact-lite.ts (preact's core and hooks) and preact/jsx-runtime
//   compat: preact/compat and preact/compat/jsx-runtime
// A module runs on core when a core island runs it: it lies in the folder of a row with
// react: 'core', or such a module imports it, statically or with import() (the imports as esbuild
// reads them: build/imports.mjs). The runtime's bridge (on every page) and preact-lite itself are
// core too. Every other module runs on compat. A test runs on what the module it tests runs on
// (`x.test.tsx` beside `x.tsx`), so a component's test never loads compat behind its back.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { appGraph } from '../build/imports.mjs'
import { islands } from '../widgets/islands.ts'

export type Flavour = 'core' | 'compat'

/** The specifiers the resolvers take over: React's packages as the app imports them. */
export const REACT_SPECIFIER = /^react(-dom)?(\/client|\/jsx-runtime|\/jsx-dev-runtime)?$/

/** The modules on core by definition, each with why: the runtime's entry and preact-lite itself. */
const CORE_ROOTS: Record<string, string> = {
  'shared/runtime/bridge.ts': "the runtime's bridge, on every page",
  'shared/react/preact-lite.ts': 'preact-lite itself',
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const isSource = (file: string) => /\.tsx?$/.test(file)
const tested = (test: string) => [test.replace(/\.test\.tsx?$/, '.ts'), test.replace(/\.test\.tsx?$/, '.tsx')]

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/**
 * Each module on core (relative to root, tests included) with the module that brought it there,
 * or with why it is core by itself (a root: CORE_ROOTS, or a file in a core island's folder).
 */
function coreReasons(root: string): Map<string, { from: string } | { because: string }> {
  const graph = appGraph(root)
  const reasons = new Map<string, { from: string } | { because: string }>()
  const queue: string[] = []
  const reach = (file: string, reason: { from: string } | { because: string }) => {
    if (reasons.has(file)) return
    reasons.set(file, reason)
    queue.push(file)
  }
  for (const [file, because] of Object.entries(CORE_ROOTS)) reach(file, { because })
  for (const [name, island] of Object.entries(islands)) {
    if (island.react !== 'core') continue
    for (const file of filesUnder(root, `widgets/${name}`))
      reach(file, { because: `in widgets/${name}/, a core island (widgets/islands.ts)` })
  }
  for (const file of queue) {
    if (isTest(file)) continue
    for (const edge of graph.get(file) ?? []) if (isSource(edge.path)) reach(edge.path, { from: file })
  }
  // A test beside a core module tests it on core.
  for (const test of [...filesUnder(root, 'shared'), ...filesUnder(root, 'widgets')].filter(isTest)) {
    const module = tested(test).find((file) => reasons.has(file))
    if (module) reach(test, { because: `it tests ${module}` })
  }
  return reasons
}

/** The absolute paths of the app modules (tests included) that run on preact's core. */
export function coreModules(root = process.cwd()): Set<string> {
  return new Set([...coreReasons(root).keys()].map((file) => path.resolve(root, file)))
}

/**
 * A module's flavour and why, as lines to print: for core, the chain from what is core by itself to
 * the module; for compat, that no core module imports it, and a chain from an island that does.
 */
export function flavourOf(file: string, root = process.cwd()): { flavour: Flavour; why: string[] } {
  const module = path.relative(root, path.resolve(root, file)).split(path.sep).join('/')
  const reasons = coreReasons(root)
  if (reasons.has(module)) {
    const chain: string[] = []
    for (let at: string | undefined = module; at; ) {
      const reason = reasons.get(at)
      if (!reason) break
      chain.unshift('because' in reason ? `${at}  (${reason.because})` : at)
      at = 'from' in reason ? reason.from : undefined
    }
    return { flavour: 'core', why: chain.map((line, index) => (index ? `-> ${line}` : line)) }
  }
  if (isTest(module)) return { flavour: 'compat', why: [`${module} tests no core module beside it`] }
  // The shortest chain from a compat island's entry (breadth first), to show who runs it.
  const graph = appGraph(root)
  const before = new Map<string, string | null>()
  const queue = Object.keys(islands).map((name) => `widgets/${name}/index.tsx`)
  for (const entry of queue) before.set(entry, null)
  for (const at of queue) {
    if (at === module) break
    for (const edge of graph.get(at) ?? []) {
      if (before.has(edge.path)) continue
      before.set(edge.path, at)
      queue.push(edge.path)
    }
  }
  const why = [`no module a core island runs imports ${module}`]
  if (before.has(module)) {
    const chain: string[] = []
    for (let at: string | null | undefined = module; at; at = before.get(at)) chain.unshift(at)
    why.push(`run by: ${chain.join(' -> ')}`)
  } else why.push('and no island imports it')
  return { flavour: 'compat', why }
}

/** What a React specifier resolves to for a module of the given flavour (a package specifier). */
export function reactTarget(specifier: string, flavour: Flavour, preactLite: string): string {
  if (/jsx(-dev)?-runtime$/.test(specifier)) return flavour === 'core' ? 'preact/jsx-runtime' : 'preact/compat/jsx-runtime'
  if (flavour === 'core') return preactLite
  return specifier === 'react-dom/client' ? 'preact/compat/client' : 'preact/compat'
}
