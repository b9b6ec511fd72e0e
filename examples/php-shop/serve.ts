// Starts the reference PHP shop: a throwaway PostgreSQL (initdb in a temporary folder, a free port,
// its unix socket in that folder) loaded with sql/schema.sql and sql/seed.sql, and PHP's built-in
// server on 127.0.0.1 with router.php. Both stop cleanly, and the folder goes, on stop() or Ctrl-C.
//
//   node build.mjs && npx tsx examples/php-shop/serve.ts           # http://127.0.0.1:8080
//   PHP_SHOP_PORT=9000 npx tsx examples/php-shop/serve.ts
//
// Needs Debian's php-cli and php-pgsql (PHP 8.1+) and postgresql (any of 13 to 17); .ci/run
// installs them. Used by test/e2e/php-shop.spec.ts.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const here = import.meta.dirname

/** The newest PostgreSQL of Debian's layout, or the one on PATH. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return path.join(root, versions[0], 'bin')
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim())
  } catch {
    throw new Error('PostgreSQL is not installed: apt-get install --no-install-recommends postgresql (.ci/run does)')
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
const asRoot = process.getuid?.() === 0
const owner = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
  gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
})
const asOwner = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const [file, list] = asOwner(command, args)
  execFileSync(file, list, { env, stdio: ['ignore', 'pipe', 'pipe'] })
}

/** Resolves when `check` passes, polling; rejects after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start within ${ms / 1000} s`)
}

export interface PhpShop {
  url: string
  /** Stops PHP and PostgreSQL and removes the temporary folder. */
  stop(): Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))

export async function startPhpShop(options: { port?: number; log?: (line: string) => void } = {}): Promise<PhpShop> {
  const log = options.log ?? (() => {})
  const bin = postgresBin()
  const folder = mkdtempSync(path.join(tmpdir(), 'php-shop-'))
  const data = path.join(folder, 'data')
  const children: ChildProcess[] = []
  const stop = async () => {
    for (const child of children.reverse()) {
      // PostgreSQL: SIGINT is its fast shutdown (ends the sessions, writes a checkpoint).
      // Each child leads its own process group: php -S's workers (PHP_CLI_SERVER_WORKERS) outlive
      // a signal to the master alone. PostgreSQL: SIGINT is its fast shutdown.
      const signal = (name: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, name)
        } catch {} // gone already
      }
      signal(child.spawnargs.some((arg) => arg.endsWith('/postgres')) ? 'SIGINT' : 'SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), 5_000)
      await exited(child)
      clearTimeout(timer)
    }
    children.length = 0
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    if (asRoot) {
      const { uid, gid } = owner()
      chownSync(folder, uid, gid)
      chmodSync(folder, 0o700)
    }
    run(path.join(bin, 'initdb'), ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
    const dbPort = await freePort()
    const [file, list] = asOwner(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(dbPort),
      '-k',
      folder,
      '-c',
      'listen_addresses=',
      '-c',
      'fsync=off',
    ])
    const postgres = spawn(file, list, { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
    children.push(postgres)
    postgres.stderr?.on('data', (chunk: Buffer) => log(`postgres: ${chunk.toString().trim()}`))
    const psql = (args: string[]) =>
      run(path.join(bin, 'psql'), ['-h', folder, '-p', String(dbPort), '-U', 'shop', '-v', 'ON_ERROR_STOP=1', '-q', ...args])
    await until(
      () => {
        try {
          psql(['-d', 'postgres', '-c', 'SELECT 1'])
          return true
        } catch {
          return postgres.exitCode !== null ? Promise.reject(new Error('postgres exited')) : false
        }
      },
      20_000,
      'PostgreSQL',
    )
    psql(['-d', 'postgres', '-c', 'CREATE DATABASE shop'])
    for (const sql of ['schema.sql', 'seed.sql', 'translations.sql']) psql(['-d', 'shop', '-f', path.join(here, 'sql', sql)])
    const env = { ...process.env, SHOP_DB_HOST: folder, SHOP_DB_PORT: String(dbPort), SHOP_DB_NAME: 'shop', SHOP_DB_USER: 'shop' }
    // The islands' texts, from the contract's published file, as a shop imports them on deploy.
    execFileSync('php', [path.join(here, 'import-texts.php'), path.join(here, '../../contract/texts/pl.json'), 'pl'], {
      env,
      stdio: 'pipe',
    })

    const port = options.port ?? (await freePort())
    const php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', here, path.join(here, 'router.php')], {
      cwd: here,
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    })
    children.push(php)
    php.on('error', (error) => log(`php: ${error.message} (apt-get install php-cli php-pgsql)`))
    php.stderr?.on('data', (chunk: Buffer) => log(`php: ${chunk.toString().trim()}`))
    const url = `http://127.0.0.1:${port}`
    await until(
      async () => {
        if (php.exitCode !== null || php.signalCode !== null) throw new Error('php -S exited (is php-cli 8.1+ with pdo_pgsql installed?)')
        return fetch(`${url}/`).then(
          (response) => response.ok,
          () => false,
        )
      },
      20_000,
      'php -S',
    )
    return { url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(here, 'serve.ts')) {
  const shop = await startPhpShop({ port: Number(process.env.PHP_SHOP_PORT ?? 8080), log: (line) => console.log(line) })
  console.log(`The PHP shop: ${shop.url}  (Ctrl-C stops it and its database)`)
  // Once: a Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a second
  // signal without a handler would end it before the database is stopped and its folder removed.
  let stopping = false
  const end = () => {
    if (stopping) return
    stopping = true
    shop.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', end)
  process.on('SIGTERM', end)
}
