// One step of `npm run check` and `npm test` run beside others: its output is held and printed
// whole when it ends, with its time, so steps run side by side stay readable.
import { spawn } from 'node:child_process'

/** Runs `command args`; resolves to whether it exited 0. */
export const step = (label, command, args) =>
  new Promise((done) => {
    const started = Date.now()
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString().trimEnd()
      console.log(`\n── ${label}: ${[command, ...args].join(' ')}${text ? `\n${text}` : ''}`)
      console.log(`── ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      done(status === 0)
    })
  })
