// npm test: every check. Typecheck, biome ci (lint, format, imports sorted), unused code (knip),
// both builds, the import rules, unit tests, end-to-end tests, the cross-engine flows; ends with
// one line "N passed, N failed" counting unit, end-to-end and cross-engine tests together.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { step } from './step.mjs'

const results = '.cache/reports'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

/** Runs a step with its output passed through as it comes; resolves to whether it passed. */
const run = (label, command, args) =>
  new Promise((done) => {
    const started = Date.now()
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('close', (status) => {
      console.log(`── ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      done(status === 0)
    })
  })
// Every problem that no test result shows, printed before the final line that counts it.
const problems = []

// The checks that need no browser run side by side, as `npm run check` runs them: the unit tests
// take every core and the others mostly wait on one. The unit tests start once both builds are
// there: the budget tests read them.
const started = Date.now()
const builds = (async () =>
  (await step('build (preact)', 'node', ['build.mjs'])) && step('build (react)', 'node', ['build.mjs', '--ui=react']))()
const [typecheck, format, unused, imports, build, unitExited] = await Promise.all([
  step('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']),
  // Lint, formatting and import order, as CI should see them (biome ci changes nothing).
  step('biome ci', 'npx', ['biome', 'ci', '.']),
  // No unused file, export or dependency (knip.json says what the entries are). knip is a dev
  // dependency: its lock entries name the native parser of every platform, so `npm ci` installs
  // it anywhere and the run needs no network.
  step('unused code', 'npx', ['--no-install', 'knip', '--no-progress']),
  // No import cycle in the app, folders import downwards only (README "Layout"); needs no build.
  step('imports', 'node', ['scripts/check-imports.mjs']),
  builds,
  builds.then(() =>
    step('unit', 'npx', [
      'vitest',
      'run',
      '--configLoader',
      'runner',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${results}/unit.json`,
    ]),
  ),
])
console.log(`── checks without a browser: ${((Date.now() - started) / 1000).toFixed(1)} s`)
const checks = { typecheck, format, unused, build, imports }

// Playwright's config picks two free ports itself when E2E_PORT is not set.
const e2eExited = checks.build && (await run('e2e', 'npx', ['playwright', 'test']))
// CI keeps only this log: a failure's page, as its ARIA snapshot (error-context.md), goes in it,
// so a failure seen once on a busy machine can be read without running it again.
if (checks.build && !e2eExited && existsSync('test-results')) {
  const contexts = readdirSync('test-results', { recursive: true }).filter((file) => String(file).endsWith('error-context.md'))
  for (const file of contexts.slice(0, 5))
    console.log(`\n── test-results/${file}\n${readFileSync(`test-results/${file}`, 'utf8').slice(0, 6_000)}`)
}
// The shopper's flows in Firefox, WebKit and Chromium on the React build (test/engines/run.ts).
const enginesExited = checks.build && (await run('engines', 'npx', ['tsx', 'test/engines/run.ts']))

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const unit = read(`${results}/unit.json`)
const e2e = read(`${results}/e2e.json`)

let passed = 0
let failed = 0
/** A run that went wrong without a failed test to show it counts as one failure more. */
const failRun = (problem) => {
  problems.push(problem)
  failed++
}

if (unit) {
  passed += unit.numPassedTests
  const unitFailed =
    unit.numFailedTests + unit.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length
  // A test file that could not even load counts as a failure.
  failed += unitFailed
  if (unit.numTotalTests === 0) failRun('unit: the report holds no tests')
  // An error outside any test (an unhandled rejection, a clean-up after the environment is gone)
  // fails the run while every test passed.
  else if (!unitExited && unitFailed === 0) failRun('unit: vitest failed with every test passing (an error outside the tests, see above)')
} else failRun('unit: no report (vitest did not run)')

if (!checks.build) failRun('e2e: not run, the build failed')
else if (!e2e) failRun('e2e: no report (Playwright did not run)')
else {
  const ran = e2e.stats.expected + e2e.stats.unexpected + e2e.stats.flaky
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
  // No test ran when Playwright could not start its web servers (a port taken, say).
  if (ran === 0) failRun(`e2e: no test ran${e2e.errors?.length ? ` (${e2e.errors[0].message?.split('\n')[0]})` : ''}`)
  else if (!e2eExited && e2e.stats.unexpected === 0) failRun('e2e: Playwright failed with every test passing (see above)')
}

const engines = read(`${results}/engines.json`)
if (!checks.build) failRun('engines: not run, the build failed')
else if (!engines) failRun('engines: no report (test/engines/run.ts did not finish)')
else {
  passed += engines.passed
  failed += engines.failed
  if (!enginesExited && engines.failed === 0) failRun('engines: the suite failed with every flow passing (see above)')
}

const broken = Object.entries(checks)
  .filter(([, ok]) => !ok)
  .map(([name]) => name)
if (broken.length) console.log(`\nchecks failed: ${broken.join(', ')}`)
for (const problem of problems) console.log(`\n${problem}: counted as 1 failed`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed || broken.length ? 1 : 0)
