// One visitor of the backend for check-backend: its cookies, its pages and its calls, each checked
// against the contract (scripts/contract/registry.ts) and printed as one line.
import { isApiError } from '../../shared/api/errors'
import { newPage } from '../../shared/page-state'
import { describeIssues } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'
import { mountPointsOf, shopDataOf } from './page'
import { answers, type Call, islandProps, type ShopDataPart, shopDataParts } from './registry'
import { missingTextsProblem } from './texts'

/** Who the visitor logs in as, and where it lists. */
export interface Settings {
  base: string
  email: string
  password: string
  category: string
}

interface Exchange {
  status: number
  type: string
  text: string
}

/** What stops a flow: a page or call that does not read, or a step the backend's answers do not allow. */
export class Unread extends Error {
  override name = 'Unread'
  constructor(
    message: string,
    /** Its line is printed already (a page or a call that did not read). */
    readonly printed = false,
  ) {
    super(message)
  }
}

/** What a flow's steps use: pages and calls, with one visitor's cookies. */
export interface Visit {
  options: Settings
  /** GETs a page, checks its window.shopData and props (`needs`: parts that must be there); returns both. */
  page(path: string, needs?: ShopDataPart[]): Promise<{ shopData: Record<string, unknown>; props: Map<string, unknown[]> }>
  /** Runs one call through the islands' own function and checks its answer against every reading of `call`. */
  call<T>(call: Call, run: () => Promise<T>, label?: string): Promise<T>
}

const ok = (label: string) => `  ok    ${label}`
export const bad = (label: string, problem: string) => `  FAIL  ${label}  ${problem}`

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

export function visit(options: Settings, print: (line: string) => void, send: (request: Request) => Promise<Response>): Visit {
  const cookies = new Map<string, string>()
  let last: Exchange | null = null
  // The islands' transport calls fetch with paths of the page's site: here, the backend's.
  const fetchWithCookies = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), options.base), init)
    if (cookies.size) request.headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await send(request)
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    const text = await response.text()
    last = { status: response.status, type: response.headers.get('Content-Type') ?? '', text }
    return new Response(text, { status: response.status, headers: response.headers })
  }

  return {
    options,
    async page(path, needs = []) {
      const label = `GET ${path}`
      const response = await fetchWithCookies(path)
      const html = await response.text()
      const fail = (problem: string): never => {
        print(bad(label, problem))
        throw new Unread(problem, true)
      }
      if (!response.ok) fail(`HTTP ${response.status}`)
      const read = shopDataOf(html)
      if ('problem' in read)
        return fail(read.problem)
        // The page's data is what the islands' calls read (the anti-forgery token): as in a browser, a new page.
      ;(globalThis as { shopData?: unknown }).shopData = read.data
      newPage()
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
      const texts = missingTextsProblem(read.data.translations, new Set(points.map((point) => point.widget)))
      if (texts) fail(texts)
      print(ok(`${label}  (window.shopData: ${parts} parts; ${points.length} mount points)`))
      return { shopData: read.data, props }
    },
    async call(call, run, label = call) {
      last = null
      const fail = (problem: string): never => {
        print(bad(label, problem))
        throw new Unread(problem, true)
      }
      const previous = globalThis.fetch
      globalThis.fetch = fetchWithCookies as typeof fetch
      let output: Awaited<ReturnType<typeof run>> | undefined
      let error: unknown
      try {
        output = await run()
      } catch (caught) {
        error = caught
      } finally {
        globalThis.fetch = previous
      }
      const answer = last as Exchange | null
      if (!answer) return fail(error instanceof Error ? error.message : 'no request was sent')
      if (answer.status >= 400) fail(`HTTP ${answer.status}${error instanceof Error ? ` (${error.message})` : ''}`)
      const body = parseJson(answer.text)
      if (body === undefined) fail(`not JSON (${answer.type || 'no Content-Type'})`)
      const problem = answerProblem(call, body)
      if (problem) fail(problem)
      if (isApiError(error) && error.kind === 'rejected') fail(`refused: ${error.message}`)
      if (error) fail(error instanceof Error ? error.message : String(error))
      print(ok(label))
      return output as Awaited<ReturnType<typeof run>>
    },
  }
}
