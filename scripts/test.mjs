// npm test: every check. Typecheck and lint, both builds, unit tests, end-to-end tests; ends with
// one line "N passed, N failed" counting unit and end-to-end tests together.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const results = '.cache/reports'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const run = (label, command, args, env = {}) => {
  console.log(`\n── ${label}: ${[command, ...args].join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`── ${label}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result.status === 0
}

const checks = {
  typecheck: run('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']),
  lint: run('lint', 'npx', ['biome', 'lint', '.']),
  build: run('build (preact)', 'node', ['build.mjs']) && run('build (react)', 'node', ['build.mjs', '--ui=react']),
}

run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/unit.json`])
if (checks.build) run('e2e', 'npx', ['playwright', 'test'])

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const unit = read(`${results}/unit.json`)
const e2e = read(`${results}/e2e.json`)

let passed = 0
let failed = 0
if (unit) {
  passed += unit.numPassedTests
  failed += unit.numFailedTests
  // A test file that could not even load counts as a failure.
  failed += unit.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length
} else failed++
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
} else failed++

const broken = Object.entries(checks).filter(([, ok]) => !ok).map(([name]) => name)
if (broken.length) console.log(`\nchecks failed: ${broken.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed || broken.length ? 1 : 0)
