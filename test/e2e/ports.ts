import { execFileSync } from 'node:child_process'

// Asks the system for ports nobody listens on, so a suite never meets a server that was already
// there (another checkout's suite, a forgotten `npm start`). Synchronous, because Playwright loads
// its config synchronously: a short-lived node process holds all the ports at once, so they differ.
const script = `
const net = require('node:net')
const servers = Array.from({ length: Number(process.argv[1]) }, () => net.createServer())
Promise.all(servers.map((server) => new Promise((done) => server.listen(0, '127.0.0.1', done)))).then(() => {
  process.stdout.write(JSON.stringify(servers.map((server) => server.address().port)))
  for (const server of servers) server.close()
})
`

/** `count` distinct ports free on 127.0.0.1 right now. */
export function freePorts(count: number): number[] {
  return JSON.parse(execFileSync(process.execPath, ['-e', script, String(count)], { encoding: 'utf8' })) as number[]
}
