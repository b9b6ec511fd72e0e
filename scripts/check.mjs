// npm run check: the fast check to run before each commit (README "Test"). No browser: typecheck,
// biome ci, unused code (knip), the import rules and the unit tests side by side. Each step's output is printed whole when it ends, with its time; every step
// runs, so one pass shows every problem. npm test runs these and the browsers.
import { spawn } from 'node:child_process'

const run = (label, command, args) =>
  new Promise((done) => {
    const started = Date.now()
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString().trimEnd()
      if (text) console.log(text)
      console.log(`── ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
      done(status === 0 ? null : label)
    })
  })

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
