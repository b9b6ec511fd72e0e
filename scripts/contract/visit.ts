// One visitor of the backend for check-backend: its cookies, its pages and its calls, each checked
// against the contract (scripts/contract/registry.ts) and recorded as one step.
import { isApiError } from '../../shared/api/errors'
import { formBody, type Payload } from '../../shared/api/transport'
import { newPage } from '../../shared/page-state'
import { describeIssues } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'
import { mountPointsOf, shopDataOf } from './page'
import { answers, type Call, islandProps, type ShopDataPart, shopDataParts } from './registry'
import { missingTextsProblem } from './texts'

/** Who the visitor logs in as, where it lists, and the codes it types. */
export interface Settings {
  base: string
  email: string
  password: string
  category: string
  /** A product page to read instead of every tile of the listing's first page. */
  product?: string
  discountCode: string
  voucherCode: string
  blikCode: string
}

interface Exchange {
  status: number
  type: string
  text: string
  /** What was sent: `POST /ajax/basket/quantity  id=3&quantity=2` (passwords masked). */
  sent: string
}

/** One page, call or behaviour check, as printed and written to JUnit. */
export interface Step {
  /** What was checked, the same from run to run (a JUnit testcase's name). */
  label: string
  /** What this run saw, printed after the label: `(window.shopData: 9 parts; 23 mount points)`. */
  detail?: string
  /** Why it failed; null when it passed. */
  problem: string | null
  /** The request sent, printed under a FAIL. */
  sent?: string
  /** Not checked, and why (the shop does not offer it). */
  skipped?: string
}

/** Where a visit's steps go (check-backend prints them and keeps them for JUnit). */
export interface Recorder {
  step(step: Step): void
  /** An answer of the contract was read (a call that answered, or refused as expected). */
  reached(call: Call): void
}

/** What stops a flow: a page or call that does not read, or a step the backend's answers do not allow. */
export class Unread extends Error {
  override name = 'Unread'
  constructor(
    message: string,
    /** Its step is recorded already (a page or a call that did not read). */
    readonly printed = false,
  ) {
    super(message)
  }
}

/** What ends a flow early without failing it: the shop does not offer what the rest would check (no BLIK, no map delivery). */
export class Skipped extends Error {
  override name = 'Skipped'
}

/** A request the islands would send, as check-backend sends it by hand (without the token, for one). */
export interface Bare {
  status: number
  /** The JSON body, or undefined. */
  body: unknown
  sent: string
}

/** What a flow's steps use: pages and calls, with one visitor's cookies. */
export interface Visit {
  options: Settings
  /** GETs a page, checks its window.shopData and props (`needs`: parts that must be there); returns both. */
  page(path: string, needs?: ShopDataPart[], label?: string): Promise<{ shopData: Record<string, unknown>; props: Map<string, unknown[]> }>
  /**
   * Runs one call through the islands' own function and checks its answer against every reading
   * of `call`. With `expect: 'refusal'` the step passes only when the backend refuses (a 4xx, or a
   * `{status: false}` answer) and the flow goes on; the refusal's body is returned.
   */
  call<T>(call: Call, run: () => Promise<T>, label?: string): Promise<T>
  call(call: Call, run: () => Promise<unknown>, label: string | undefined, expect: 'refusal'): Promise<unknown>
  /** A behaviour check: ok when `problem` is null, else a FAIL (with `sent` under it); the flow goes on. */
  check(label: string, problem: string | null, sent?: string, detail?: string): boolean
  /** What the last call sent (for a check about it). */
  sent(): string
  /** Sends a request as the islands do, but only with the headers asked for (no token: the anti-forgery check). */
  bare(method: 'GET' | 'POST', path: string, payload: Payload, headers: Record<string, string>): Promise<Bare>
  /** The anti-forgery token of the last page read. */
  token(): string
}

const secretName = /pass|hasło|haslo/i

/** The body as a backend's log would show it, with passwords (by name, and the customer's own) as ***. */
export function describeBody(body: BodyInit | null | undefined, password: string): string {
  const masked = (name: string, value: string) => (secretName.test(name) || (password && value === password) ? '***' : value)
  let text = ''
  if (body instanceof URLSearchParams || body instanceof FormData) {
    const pairs: string[] = []
    for (const [name, value] of body.entries())
      pairs.push(`${name}=${typeof value === 'string' ? masked(name, value) : `<file ${value.name}>`}`)
    text = pairs.join('&')
  } else if (typeof body === 'string') {
    try {
      text = JSON.stringify(JSON.parse(body), (name, value) => (typeof value === 'string' && name ? masked(name, value) : value))
    } catch {
      text = body
    }
  } else if (body) text = `<${Object.prototype.toString.call(body).slice(8, -1)} body>`
  if (password) text = text.split(password).join('***')
  return text.length > 400 ? `${text.slice(0, 400)}…` : text
}

/** The first way `body` breaks any reading of `call` (the kit's words), or null. */
function answerProblem(call: Call, body: unknown): string | null {
  for (const schema of answers[call] as v.GenericSchema[]) {
    const result = v.safeParse(schema, body)
    if (!result.success) return describeIssues(result.issues, 'response')
  }
  return null
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A refusal as the islands read it (contract/README.md "Refusals"): a JSON object with `status` false in any
 * of the reading rule's ways, and its message. Null for anything else (HTML, a bare 403).
 */
export function refusalOf(body: unknown): { message: string } | null {
  if (!body || typeof body !== 'object' || v.readBoolean((body as { status?: unknown }).status) !== false) return null
  const message = (body as { message?: unknown }).message
  return { message: typeof message === 'string' ? message : '' }
}

/** `403 Your session has expired`, or `403` and what came instead of a refusal's body. */
function statusLine(answer: Exchange): string {
  const refusal = refusalOf(parseJson(answer.text))
  if (refusal) return `${answer.status}${refusal.message ? ` ${refusal.message}` : ''}`
  return `${answer.status} (not a {status: false, message} body: ${answer.type || 'no Content-Type'})`
}

export function visit(options: Settings, recorder: Recorder, send: (request: Request) => Promise<Response>): Visit {
  const cookies = new Map<string, string>()
  let last: Exchange | null = null
  let token = ''
  // The islands' transport calls fetch with paths of the page's site: here, the backend's.
  const fetchWithCookies = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), options.base), init)
    const method = request.method
    const url = new URL(request.url)
    const sent = `${method} ${url.pathname}${url.search}${init?.body ? `  ${describeBody(init.body, options.password)}` : ''}`
    if (cookies.size) request.headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await send(request)
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    const text = await response.text()
    last = { status: response.status, type: response.headers.get('Content-Type') ?? '', text, sent }
    return new Response(text, { status: response.status, headers: response.headers })
  }

  const record = (label: string, problem: string | null, sent?: string, detail?: string) => recorder.step({ label, detail, problem, sent })

  return {
    options,
    async page(path, needs = [], label = `GET ${path}`) {
      const response = await fetchWithCookies(path)
      const html = await response.text()
      const fail = (problem: string): never => {
        record(label, problem, `GET ${path}`)
        throw new Unread(problem, true)
      }
      if (!response.ok) fail(`HTTP ${response.status}`)
      const read = shopDataOf(html)
      if ('problem' in read)
        return fail(read.problem)
        // The page's data is what the islands' calls read (the anti-forgery token): as in a browser, a new page.
      ;(globalThis as { shopData?: unknown }).shopData = read.data
      newPage()
      const config = read.data.config as { csrfToken?: unknown } | undefined
      token = typeof config?.csrfToken === 'string' ? config.csrfToken : ''
      let parts = 0
      for (const [part, schema] of Object.entries(shopDataParts)) {
        const value = part.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], read.data)
        if (value === undefined) {
          if (needs.includes(part as ShopDataPart)) fail(`window.shopData.${part} is missing`)
          continue
        }
        parts++
        const result = v.safeParse(schema, value)
        if (!result.success) fail(describeIssues(result.issues, `window.shopData.${part}`))
      }
      const props = new Map<string, unknown[]>()
      const points = mountPointsOf(html)
      for (const point of points) {
        const schema = islandProps[point.widget]
        if (!schema) fail(`data-widget="${point.widget}": no island of that name`)
        if ('problem' in point.props) return fail(`data-widget="${point.widget}": ${point.props.problem}`)
        const result = v.safeParse(schema as v.GenericSchema, point.props.value)
        if (!result.success) fail(`data-widget="${point.widget}": ${describeIssues(result.issues, 'props')}`)
        props.set(point.widget, [...(props.get(point.widget) ?? []), point.props.value])
      }
      // Every text the page's islands show is answered by the page itself.
      const texts = missingTextsProblem(read.data.translations, new Set(points.map((point) => point.widget)))
      if (texts) fail(texts)
      record(label, null, undefined, `(window.shopData: ${parts} parts; ${points.length} mount points)`)
      return { shopData: read.data, props }
    },
    async call(call: Call, run: () => Promise<unknown>, label: string = call, expect?: 'refusal') {
      last = null
      const previous = globalThis.fetch
      globalThis.fetch = fetchWithCookies as typeof fetch
      let output: unknown
      let error: unknown
      try {
        output = await run()
      } catch (caught) {
        error = caught
      } finally {
        globalThis.fetch = previous
      }
      const answer = last as Exchange | null
      const fail = (problem: string): never => {
        record(label, problem, answer?.sent)
        throw new Unread(problem, true)
      }
      if (!answer) return fail(error instanceof Error ? error.message : 'no request was sent')
      const body = parseJson(answer.text)
      // A 4xx with a {status: false, message} body is a refusal, read as the islands read it.
      const refusal = refusalOf(body)
      if (expect === 'refusal') {
        if (answer.status >= 500) fail(`HTTP ${answer.status} where a refusal (4xx or {status: false}) was expected`)
        if (!refusal) {
          fail(
            answer.status >= 400
              ? `refused, but not with a {status: false, message} body (HTTP ${answer.status}, ${answer.type || 'no Content-Type'})`
              : `accepted (HTTP ${answer.status}) where a refusal was expected`,
          )
        }
        record(label, null, undefined, `(refused as expected: ${statusLine(answer)})`)
        recorder.reached(call)
        return body
      }
      // A 5xx failed, whatever its body says (README "Refusals": a refusal is a 4xx or a 200).
      if (answer.status >= 500) fail(`HTTP ${answer.status}${refusal?.message ? ` ${refusal.message}` : ''}`)
      if (answer.status >= 400) fail(refusal ? `refused: ${statusLine(answer)}` : `HTTP ${statusLine(answer)}`)
      if (body === undefined) fail(`not JSON (${answer.type || 'no Content-Type'})`)
      // Refused where the islands take it as a failure: its body need not be the answer's shape.
      if (isApiError(error) && error.kind === 'rejected') fail(`refused: ${statusLine(answer)}`)
      const problem = answerProblem(call, body)
      if (problem) fail(problem)
      if (error) fail(error instanceof Error ? error.message : String(error))
      record(label, null)
      recorder.reached(call)
      return output
    },
    check(label, problem, sent, detail) {
      record(label, problem, problem ? sent : undefined, problem ? undefined : detail)
      return problem === null
    },
    sent: () => (last as Exchange | null)?.sent ?? '',
    async bare(method, path, payload, headers) {
      const body = method === 'POST' ? formBody(payload) : undefined
      const response = await fetchWithCookies(path, { method, body, headers })
      const text = await response.text()
      const sent = (last as Exchange | null)?.sent ?? `${method} ${path}`
      return { status: response.status, body: parseJson(text), sent: 'X-CSRF-Token' in headers ? sent : `${sent}  (no X-CSRF-Token)` }
    },
    token: () => token,
  }
}
