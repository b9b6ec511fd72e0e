// npm run check: the fast check to run before each commit (README "Before each commit"). No
// browser: typecheck, biome ci, unused code (knip), the import rules and the unit tests, each
// timed, stopping at nothing so one run shows every problem. npm test runs these and the browsers.
import { spawnSync } from 'node:child_process'

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['biome ci', 'npx', ['biome', 'ci', '.']],
  ['unused code', 'npx', ['--no-install', 'knip', '--no-progress']],
  ['imports', 'node', ['scripts/check-imports.mjs']],
  ['unit', 'npx', ['vitest', 'run']],
]

const started = Date.now()
const failed = []
for (const [label, command, args] of steps) {
  const at = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  console.log(`── ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - at) / 1000).toFixed(1)} s`)
  if (status !== 0) failed.push(label)
}
const total = `${((Date.now() - started) / 1000).toFixed(1)} s`
console.log(failed.length ? `\ncheck failed: ${failed.join(', ')} (${total})` : `\ncheck passed (${total})`)
process.exit(failed.length ? 1 : 0)
