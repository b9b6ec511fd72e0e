import { type ServerType, serve } from '@hono/node-server'
import { createShop } from '../../fixtures/app'
import { freePorts } from '../e2e/ports'

/**
 * Records what Playwright's `pageerror` and console listeners see, in every engine alike (WebDriver
 * classic has no such events): uncaught errors, unhandled rejections and console.error, kept for
 * the tab in sessionStorage so they outlive a navigation. Read back by Shopper.errors().
 */
const probe = `<script>(() => {
  const key = 'engines:errors'
  const keep = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || '[]')
      list.push(String(text).slice(0, 500))
      sessionStorage.setItem(key, JSON.stringify(list))
    } catch {}
  }
  addEventListener('error', (event) => { if (event instanceof ErrorEvent) keep('page error: ' + event.message) })
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason)))
  const error = console.error
  console.error = function (...args) { keep('console.error: ' + args.map(String).join(' ')); return error.apply(this, args) }
})()</script>`

/** The fixture shop serving `staticDir` on a free port of 127.0.0.1, its pages carrying the probe. */
export async function startShop(staticDir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const shop = createShop({ staticDir })
  const [port] = freePorts(1)
  const fetch = async (request: Request): Promise<Response> => {
    // One idle island's chunk comes late, so each flow leaves pages with a load still pending,
    // as a shopper on a slow line does (Firefox and WebKit then fail it: shared/runtime/load.ts).
    if (/\/connection-alert-\w+\.js$/.test(new URL(request.url).pathname)) await new Promise((resolve) => setTimeout(resolve, 1_500))
    if (!request.headers.get('accept')?.includes('text/html')) return shop.fetch(request)
    // A page, uncompressed, so the probe goes in first thing in its head.
    const headers = new Headers(request.headers)
    headers.delete('accept-encoding')
    const response = await shop.fetch(new Request(request, { headers }))
    if (!response.headers.get('content-type')?.includes('text/html')) return response
    const html = (await response.text()).replace(/<head[^>]*>/i, (head) => head + probe)
    const out = new Headers(response.headers)
    out.delete('content-length')
    return new Response(html, { status: response.status, statusText: response.statusText, headers: out })
  }
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch, hostname: '127.0.0.1', port }, () => resolve(started))
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}
