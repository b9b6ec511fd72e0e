// npm run check-backend -- <base url>: replays the shopper's flows against a running backend with
// the islands' own call functions (shared/api), prints, per call and page, whether what it sent
// reads, or the first field that does not, and checks what the answers do: a quantity that changes
// the basket, a filter that changes the listing, a refusal without the token. Exits 1 when anything
// fails.
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { flows } from './flows'
import { type FlowResult, junitXml } from './junit'
import { answers, type Call } from './registry'
import { Skipped, Unread, visit } from './visit'

export interface CheckOptions {
  /** The backend's address: http://127.0.0.1:3000 */
  base: string
  /** The customer that logs in (the fixture shop's by default). */
  email?: string
  password?: string
  /** A category listing with filters (default /c/sukienki). */
  category?: string
  /** One product page to read instead of every product of the listing's first page. */
  product?: string
  /** Codes the backend accepts (the fixture shop's by default). */
  discountCode?: string
  voucherCode?: string
  blikCode?: string
  /** Only the flows whose names contain this (or one of these, comma-separated). */
  only?: string
  /** Where the lines go (console.log by default). */
  print?: (line: string) => void
  /** The fetch to send with (tests hand in the fixture shop's own). */
  fetch?: (request: Request) => Promise<Response>
}

export interface CheckResult {
  /** Flows with a failed step. */
  failed: number
  flows: FlowResult[]
  /** The contract's answers read at least once. */
  reached: Call[]
}

/** The lines of a step: `ok`, or `FAIL` with the request sent under it. */
function linesOf(step: FlowResult['steps'][number]): string[] {
  if (step.skipped) return [`  skip  ${step.label}  ${step.skipped}`]
  if (!step.problem) return [`  ok    ${step.label}${step.detail ? `  ${step.detail}` : ''}`]
  return [`  FAIL  ${step.label}  ${step.problem}`, ...(step.sent ? [`        sent  ${step.sent}`] : [])]
}

/** Runs every flow; returns what failed and which answers were reached. */
export async function checkBackend(options: CheckOptions): Promise<CheckResult> {
  const print = options.print ?? ((line: string) => console.log(line))
  // Node's own fetch, taken now: during a call the islands' transport finds the cookie-keeping one.
  const nodeFetch = globalThis.fetch
  const send = options.fetch ?? ((request: Request) => nodeFetch(request))
  // The fixture shop's customer, category and codes (fixtures/state/login.ts, basket-promotions.ts) unless told otherwise.
  const settings = {
    base: options.base,
    email: options.email ?? 'anna@example.com',
    password: options.password ?? 'Haslo123!',
    category: options.category ?? '/c/sukienki',
    product: options.product,
    discountCode: options.discountCode ?? 'LATO10',
    voucherCode: options.voucherCode ?? 'BON-50',
    blikCode: options.blikCode ?? '777123',
  }
  const all = flows
  const only = options.only?.split(',').map((part) => part.trim()) ?? []
  const chosen = all.filter((flow) => only.length === 0 || only.some((part) => flow.name.includes(part)))
  const reached = new Set<Call>()
  const results: FlowResult[] = []
  for (const flow of chosen) {
    print(flow.name)
    const result: FlowResult = { name: flow.name, steps: [], stopped: null, seconds: 0 }
    const started = performance.now()
    const recorder = {
      step(step: FlowResult['steps'][number]) {
        result.steps.push(step)
        for (const line of linesOf(step)) print(line)
      },
      reached: (call: Call) => reached.add(call),
    }
    try {
      await flow.run(visit(settings, recorder, send))
    } catch (error) {
      if (error instanceof Skipped) {
        recorder.step({ label: '(the rest of the flow)', problem: null, skipped: error.message })
        result.seconds = (performance.now() - started) / 1000
        results.push(result)
        continue
      }
      result.stopped = error instanceof Error ? error.message : String(error)
      // Pages and calls record their own step; a flow that cannot go on (a refusal, nothing to add) says why here.
      if (!(error instanceof Unread && error.printed)) recorder.step({ label: '(the flow stopped)', problem: result.stopped })
    }
    result.seconds = (performance.now() - started) / 1000
    results.push(result)
  }
  const failed = results.filter((result) => result.stopped || result.steps.some((step) => step.problem)).length
  const total = Object.keys(answers).length
  print(`${reached.size} of ${total} answers reached`)
  const flowsRun = `${chosen.length} flow${chosen.length === 1 ? '' : 's'}`
  print(failed ? `${failed} of ${flowsRun} fail` : `every step of ${flowsRun} passes`)
  return { failed, flows: results, reached: [...reached] }
}

const usage =
  'usage: npm run check-backend -- <base url> [--email=… --password=… --category=/c/… --product=/p/… --discount=… --voucher=… --blik=… --only=… --junit=FILE]'

/** The command line's options, by flag. */
const flags = {
  email: 'email',
  password: 'password',
  category: 'category',
  product: 'product',
  discount: 'discountCode',
  voucher: 'voucherCode',
  blik: 'blikCode',
  only: 'only',
} as const

/** The command line read: the options and the JUnit file, or what is wrong with it (a typo is not ignored). */
export function readArguments(
  args: string[],
  env: Record<string, string | undefined>,
): { options: CheckOptions; junit: string | undefined } | { problem: string } {
  const [base, ...more] = args.filter((arg) => !arg.startsWith('--'))
  if (!base || !/^https?:\/\//.test(base)) return { problem: 'the first argument is the base url (http:// or https://)' }
  if (more.length) return { problem: `one base url, not ${more.length + 1}` }
  const options: CheckOptions = { base, email: env.CHECK_EMAIL, password: env.CHECK_PASSWORD }
  let junit: string | undefined
  for (const arg of args.filter((each) => each.startsWith('--'))) {
    const [, name = '', value = ''] = /^--([a-z]+)=(.*)$/.exec(arg) ?? []
    if (name === 'junit' && value) junit = value
    else if (name in flags && value) options[flags[name as keyof typeof flags]] = value
    else return { problem: `unknown option ${arg}` }
  }
  return { options, junit }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const read = readArguments(process.argv.slice(2), process.env)
  if ('problem' in read) {
    console.error(`${read.problem}\n${usage}`)
    process.exit(2)
  }
  const result = await checkBackend(read.options)
  if (read.junit) writeFileSync(read.junit, junitXml(result.flows))
  process.exit(result.failed ? 1 : 0)
}
