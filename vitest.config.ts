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

export default defineConfig({
  plugins: [reactFlavour()],
  test: {
    environment: 'happy-dom',
    include: [
      'backend/**/*.test.ts',
      'shared/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'fixtures/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
