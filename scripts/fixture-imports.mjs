// The fixture shop imports nothing from the app (ARCHITECTURE "The fixture shop", STYLE layout):
// a fixture that shares the islands' parser cannot catch their parsing mistakes. Checked on what
// esbuild resolves from every file under fixtures/ but its tests, so a way round counts too: a
// re-export through another folder, a tsconfig path alias, an import() of a literal path; and on
// the source text for the imports esbuild erases (`import type`), which tie the fixture's types to the app's.
// The fixture's tests (*.test.ts, test-helpers.ts) may read the app's schemas to check answers.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { importGraph } from '../build/imports.mjs'

const isApp = (file) => /^(shared|widgets)\//.test(file)
const isFixture = (file) => file.startsWith('fixtures/')
const isTest = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)test-helpers\.ts$/.test(file)

/** The fixture shop's own source files, relative to root. */
function fixtureFiles(root) {
  return readdirSync(join(root, 'fixtures'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((file) => !isTest(file))
}

/**
 * Every way a non-test file under fixtures/ reaches shared/ or widgets/, as import chains
 * ("fixtures/a.ts -> backend/b.mjs -> shared/c.ts"), one per import that leaves fixtures/.
 */
export function fixtureAppImports(root = process.cwd()) {
  const graph = importGraph(fixtureFiles(root), { root, platform: 'node' })
  const importsOf = (file) => (graph.get(file) ?? []).map((edge) => edge.path)
  // The shortest chain from a file outside fixtures/ to the app, or null (breadth first).
  const chainFrom = (file) => {
    const before = new Map([[file, null]])
    const queue = [file]
    for (const current of queue) {
      if (isApp(current)) {
        const chain = []
        for (let at = current; at !== null; at = before.get(at)) chain.unshift(at)
        return chain
      }
      for (const target of importsOf(current)) {
        if (before.has(target)) continue
        before.set(target, current)
        queue.push(target)
      }
    }
    return null
  }
  const found = []
  // Type-only imports, gone from the bundle: the relative ones that land in the app.
  for (const file of fixtureFiles(root)) {
    const source = readFileSync(join(root, file), 'utf8')
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s+type\b[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm)) {
      const target = relative(root, join(root, dirname(file), specifier))
        .split('\\')
        .join('/')
      if (specifier.startsWith('.') && isApp(target)) found.push(`${file} -> ${target} (import type)`)
    }
  }
  for (const file of [...graph.keys()].filter(isFixture).sort()) {
    for (const target of importsOf(file)) {
      if (isFixture(target)) continue
      const chain = chainFrom(target)
      if (chain) found.push([file, ...chain].join(' -> '))
    }
  }
  return found
}
