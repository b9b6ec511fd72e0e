// npm run check: the fast check to run before each commit (README "Test"). No browser: typecheck,
// biome ci, unused code (knip), the import rules and the unit tests side by side. Each step's
// output is printed whole when it ends, with its time (scripts/step.mjs); every step runs, so one
// pass shows every problem. npm test runs these and the browsers.
import { step } from './step.mjs'

/** The step's label when it failed. */
const run = async (label, command, args) => ((await step(label, command, args)) ? null : label)

const started = Date.now()
// All at once: the unit tests take every core, and the four checks beside them mostly wait on one.
const failed = (
  await Promise.all([
    run('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']),
    run('biome ci', 'npx', ['biome', 'ci', '.']),
    run('unused code', 'npx', ['--no-install', 'knip', '--no-progress']),
    run('imports', 'node', ['scripts/check-imports.mjs']),
    run('unit', 'npx', ['vitest', 'run', '--configLoader', 'runner']),
  ])
).filter(Boolean)
const total = `${((Date.now() - started) / 1000).toFixed(1)} s`
console.log(failed.length ? `check failed: ${failed.join(', ')} (${total})` : `check passed (${total})`)
process.exit(failed.length ? 1 : 0)
