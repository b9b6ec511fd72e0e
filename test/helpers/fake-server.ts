import { vi } from 'vitest'

export interface FakeCall {
  method: string
  path: string
  body: URLSearchParams
  headers: Headers
}

type Reply = Response | (() => Response | Promise<Response>) | 'network-error'
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Answers fetch by "METHOD /path"; any other call fails the test. Returns the calls made. */
export function fakeServer(routes: Record<string, Reply | Reply[]>): FakeCall[] {
  const calls: FakeCall[] = []
  const queues = new Map(Object.entries(routes).map(([key, reply]) => [key, Array.isArray(reply) ? [...reply] : [reply]]))
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    const url = new URL(request.url, 'http://shop.test')
    const key = `${request.method} ${url.pathname}`
    const text = request.method === 'GET' ? '' : await request.text()
    calls.push({ method: request.method, path: url.pathname, body: new URLSearchParams(text), headers: request.headers })
    const queue = queues.get(key)
    if (!queue) throw new Error(`unexpected network call in a unit test: ${key}`)
    const reply = queue.length > 1 ? queue.shift() : queue[0]
    if (reply === 'network-error') throw new TypeError('Failed to fetch')
    return typeof reply === 'function' ? reply() : (reply as Response).clone()
  })
  return calls
}

export const ok = (body: unknown) => json(200, body)
export const status = (code: number, body: unknown) => json(code, body)
export const html = (code: number, text: string) => new Response(text, { status: code, headers: { 'Content-Type': 'text/html' } })
