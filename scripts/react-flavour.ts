// Which React each app module runs on in the preact build, from widgets/islands.ts and the code.
// The build (build.mjs) resolves 'react' with it, and the unit tests (vitest.config.ts) resolve it
// the same way, so every component is tested on what ships.
//   core:   shared/react/preact-lite.ts (preact's core and hooks) and preact/jsx-runtime
//   compat: preact/compat and preact/compat/jsx-runtime
// A module runs on core when a core island runs it: it lies in the folder of a row with
// react: 'core', or such a module imports it, statically or with import(). The runtime's bridge
// (on every page) and preact-lite itself are core too. Every other module runs on compat. A test
// runs on what the module it tests runs on (`x.test.tsx` beside `x.tsx`), so a component's test
// never loads compat behind its back.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { islands } from '../widgets/islands.ts'

export type Flavour = 'core' | 'compat'

/** The specifiers the resolvers take over: React's packages as the app imports them. */
export const REACT_SPECIFIER = /^react(-dom)?(\/client|\/jsx-runtime|\/jsx-dev-runtime)?$/

/** The runtime's entry, on every page, and preact-lite itself: on core by definition. */
const CORE_ROOTS = ['shared/runtime/bridge.ts', 'shared/react/preact-lite.ts']

const source = (file: string) => /\.tsx?$/.test(file)
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** The app modules a module imports (relative specifiers; type-only imports left out). */
export function appImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    // import x from, import { a } from, import * as x from, import './x', export { a } from, export * from
    ...[...text.matchAll(/(?:^|[\n;])\s*(?:import|export)(\s+type)?\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g)]
      .filter((match) => !match[1])
      .map((match) => match[2]),
    ...[...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((match) => match[1]),
  ]
  const found: string[] = []
  for (const specifier of specifiers) {
    const base = path.resolve(path.dirname(file), specifier as string)
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((candidate) => source(candidate) && existsSync(candidate))
    if (target) found.push(target)
  }
  return found
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && source(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The absolute paths of the app modules (tests included) that run on preact's core. */
export function coreModules(root = process.cwd()): Set<string> {
  const core = new Set<string>()
  const queue = [
    ...CORE_ROOTS.map((file) => path.resolve(root, file)),
    ...Object.entries(islands)
      .filter(([, island]) => island.react === 'core')
      .flatMap(([name]) => filesUnder(path.resolve(root, 'widgets', name))),
  ]
  while (queue.length) {
    const file = queue.pop() as string
    if (core.has(file)) continue
    core.add(file)
    if (!isTest(file)) queue.push(...appImports(file))
  }
  // A test beside a core module tests it on core.
  for (const dir of ['shared', 'widgets']) {
    for (const file of filesUnder(path.resolve(root, dir))) {
      const tested = file.replace(/\.test\.tsx?$/, '')
      if (isTest(file) && (core.has(`${tested}.ts`) || core.has(`${tested}.tsx`))) core.add(file)
    }
  }
  return core
}

/** What a React specifier resolves to for a module of the given flavour (a package specifier). */
export function reactTarget(specifier: string, flavour: Flavour, preactLite: string): string {
  if (/jsx(-dev)?-runtime$/.test(specifier)) return flavour === 'core' ? 'preact/jsx-runtime' : 'preact/compat/jsx-runtime'
  if (flavour === 'core') return preactLite
  return specifier === 'react-dom/client' ? 'preact/compat/client' : 'preact/compat'
}
