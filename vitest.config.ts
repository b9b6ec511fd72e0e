import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vitest/config'
import { coreModules, REACT_SPECIFIER, reactTarget } from './scripts/react-flavour.ts'

const preactLite = path.resolve('shared/react/preact-lite.ts')

/**
 * React per module, as the preact build resolves it (scripts/react-flavour.ts from
 * widgets/islands.ts): preact's core through preact-lite for what core islands run, preact/compat
 * for the rest. So every component is tested on what ships.
 */
function reactFlavour(): Plugin {
  const core = coreModules()
  return {
    name: 'react-flavour',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!REACT_SPECIFIER.test(source)) return null
      const target = reactTarget(source, importer && core.has(importer.split('?')[0] as string) ? 'core' : 'compat', preactLite)
      return target === preactLite ? preactLite : this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

const roots = ['backend', 'shared', 'widgets', 'fixtures', 'test/unit']
const ENVIRONMENT_DOM = '// @vitest-environment happy-dom'

/** The .ts tests that need a page: their first line asks for happy-dom. */
function pageTests(): string[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
      .map((entry) => path.relative('.', path.join(entry.parentPath, entry.name)))
      .filter((file) => readFileSync(file, 'utf8').startsWith(ENVIRONMENT_DOM)),
  )
}

// Most tests are of pure modules (rules, schemas, the fixture shop): they run in node, in shared
// workers (no DOM to build, no module graph to load again per file). Component tests (.tsx) and
// the .ts tests whose first line asks for happy-dom get a fresh page each: happy-dom, the page
// set-up (test/setup.ts) and their own modules, so stores and preact/compat never leak between files.
const dom = pageTests()

export default defineConfig({
  plugins: [reactFlavour()],
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    pool: 'threads',
    // Every core: vitest's default leaves one free, which on a 2-core machine runs the files one at
    // a time (82 s against 52 s). The work is mostly each file's page and imports, not waiting.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: [...roots.map((root) => `${root}/**/*.test.tsx`), ...dom],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: roots.map((root) => `${root}/**/*.test.ts`), exclude: dom, isolate: false },
      },
    ],
  },
})
