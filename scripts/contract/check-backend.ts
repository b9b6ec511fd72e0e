// npm run check-backend -- <base url>: replays the shopper's main flows against a running backend
// with the islands' own call functions (shared/api) and prints, per call and page, whether what it
// sent reads, or the first field that does not. Exits 1 when anything does not read.
import { pathToFileURL } from 'node:url'
import { type Flow, flows } from './flows'
import { bad, Unread, visit } from './visit'

export interface CheckOptions {
  /** The backend's address: http://127.0.0.1:3000 */
  base: string
  /** The customer that logs in (the fixture shop's by default). */
  email?: string
  password?: string
  /** A category listing with filters (default /c/sukienki). */
  category?: string
  /** Where the lines go (console.log by default). */
  print?: (line: string) => void
  /** The fetch to send with (tests hand in the fixture shop's own). */
  fetch?: (request: Request) => Promise<Response>
}

/** Runs every flow; returns how many did not read to the end. */
export async function checkBackend(options: CheckOptions): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line))
  // Node's own fetch, taken now: during a call the islands' transport finds the cookie-keeping one.
  const nodeFetch = globalThis.fetch
  const send = options.fetch ?? ((request: Request) => nodeFetch(request))
  // The fixture shop's customer and category (fixtures/state/login.ts) unless told otherwise.
  const settings = {
    ...options,
    email: options.email ?? 'anna@example.com',
    password: options.password ?? 'Haslo123!',
    category: options.category ?? '/c/sukienki',
  }
  let failed = 0
  for (const flow of flows as Flow[]) {
    print(flow.name)
    try {
      await flow.run(visit(settings, print, send))
    } catch (error) {
      failed++
      // Pages and calls print their own line; a flow that cannot go on (a refusal, nothing to add) says why here.
      if (!(error instanceof Unread && error.printed))
        print(bad('(the flow stopped)', error instanceof Error ? error.message : String(error)))
    }
  }
  print(failed ? `${failed} of ${flows.length} flows do not read` : `every call of ${flows.length} flows reads`)
  return failed
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
  if (!base || !/^https?:\/\//.test(base)) {
    console.error('usage: npm run check-backend -- <base url> [--email=… --password=… --category=/c/…]')
    process.exit(2)
  }
  const failed = await checkBackend({
    base,
    email: option('email') ?? process.env.CHECK_EMAIL,
    password: option('password') ?? process.env.CHECK_PASSWORD,
    category: option('category'),
  })
  process.exit(failed ? 1 : 0)
}
