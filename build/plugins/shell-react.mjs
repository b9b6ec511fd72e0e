// Why: the preact build runs each module on the React its islands need (scripts/react-flavour.ts,
// the rule the unit tests resolve with too): preact-lite (preact's core and hooks) for the modules
// core islands run, and for the keepers' own modules (namespace 'shop'), so the page shell and
// the core islands carry no preact/compat; preact/compat for the rest. esbuild resolves a package
// the same way for every importer, so this plugin resolves 'react' and 'react-dom' per importer.
// A core module that imports what preact-lite lacks fails the build.
import path from 'node:path'

/** coreModules, REACT_SPECIFIER, reactTarget: from scripts/react-flavour.ts. */
export function shellReact({ coreModules, REACT_SPECIFIER, reactTarget }) {
  const preactLite = path.resolve('shared/react/preact-lite.ts')
  return {
    name: 'shell-react',
    setup(build) {
      let core = new Set()
      build.onStart(() => {
        core = coreModules() // before each build: under --watch, imports change between builds
      })
      build.onResolve({ filter: REACT_SPECIFIER }, (args) => {
        const flavour = args.namespace === 'shop' || core.has(args.importer) ? 'core' : 'compat'
        const target = reactTarget(args.path, flavour, preactLite)
        if (target === preactLite) return { path: preactLite }
        return build.resolve(target, { kind: args.kind, resolveDir: process.cwd() })
      })
    },
  }
}
