import { readFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { type BrowserContext, test as base, expect, type Locator, type Page, type Request, type Route } from '@playwright/test'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface ConsoleLog {
  errors: string[]
  warnings: string[]
}

const consentCookie = (analytics: boolean) => ({
  name: 'cookie_consent',
  value: encodeURIComponent(JSON.stringify({ necessary: true, analytics, marketing: false, date: new Date().toISOString() })),
  domain: '127.0.0.1',
  path: '/',
})

/**
 * Every spec starts as a fresh visitor (new context, new session cookie) and records the console.
 * The visitor has already answered the cookie banner (only necessary cookies), so the banner does
 * not cover what a spec is about; the consent spec opts out with `test.use({ undecidedConsent: true })`.
 */
export const test = base.extend<{ consoleLog: ConsoleLog; undecidedConsent: boolean }>({
  undecidedConsent: [false, { option: true }],
  context: async ({ context, undecidedConsent }, use) => {
    if (!undecidedConsent) await context.addCookies([consentCookie(false)])
    await use(context)
  },
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { errors: [], warnings: [] }
    page.on('console', (message) => {
      if (message.type() === 'error') log.errors.push(message.text())
      if (message.type() === 'warning') log.warnings.push(message.text())
    })
    page.on('pageerror', (error) => log.errors.push(error.message))
    await use(log)
  },
})
export { expect }

/**
 * The shop as a busy machine or a slow line serves it, for layout-shift checks: a proxy in front of
 * the test's shop sends each page's head at once, then the start of its body in slices of `slice`
 * characters with `pause` ms between them, so the browser parses (and may draw) the page a part at a time, as
 * Chromium does when its parser yields on a loaded CPU; and every script of the build comes
 * `scriptDelay` ms late, so the islands mount well after the first paint. `url(path)` is the
 * proxy's address of a page (cookies are the shop's: same host, another port). `expectTag: false`
 * drops the layout's `<link rel="expect" blocking="render">`, as Firefox and Safari ignore it: the
 * page is then drawn as soon as a slice arrives, so only the markup and CSS keep it still.
 */
export async function busyShop(
  page: Page,
  {
    slice = 600,
    pause = 80,
    sliced = 30_000,
    scriptDelay = 1000,
    expectTag = true,
  }: { slice?: number; pause?: number; sliced?: number; scriptDelay?: number; expectTag?: boolean } = {},
): Promise<{ url(path: string): string; close(): Promise<void> }> {
  const shop = new URL(test.info().project.use.baseURL ?? '')
  const server = createServer((asked, answer) => {
    const forward = request(
      {
        host: shop.hostname,
        port: shop.port,
        path: asked.url,
        method: asked.method,
        headers: { ...asked.headers, host: shop.host, 'accept-encoding': 'identity' },
      },
      (reply) => {
        if (!(reply.headers['content-type'] ?? '').includes('text/html')) {
          answer.writeHead(reply.statusCode ?? 502, reply.headers)
          reply.pipe(answer)
          return
        }
        const parts: Buffer[] = []
        reply.on('data', (part: Buffer) => parts.push(part))
        reply.on('end', async () => {
          const whole = Buffer.concat(parts).toString('utf8')
          const text = expectTag ? whole : whole.replace(/<link rel="expect"[^>]*>\n?/, '')
          // Without the tag to drop, "drawn half parsed" would test Chromium with it: say so.
          if (!expectTag && text === whole && whole.includes('<main'))
            throw new Error('busyShop: the page has no <link rel="expect"> to drop')
          const { 'content-length': _, ...headers } = reply.headers
          answer.writeHead(reply.statusCode ?? 502, headers)
          const body = Math.max(0, text.indexOf('<body>'))
          answer.write(text.slice(0, body))
          // The first `sliced` characters of the body (what a first screen shows) in slices, the rest
          // at once. Each slice ends between two tags (a tag's ">", then only white space up to the
          // next "<"), never inside a text: a number cut in two ("239,9" then "239,98 zł") moves
          // right-aligned text by a hair when its end comes, a network accident no markup can
          // prevent, where these checks are about the markup and CSS. (Cut before a "<", a cell's
          // text still moved: the parser holds a text until what follows it has come.)
          const between = />\s*</g
          for (let at = body; at < text.length; ) {
            await new Promise((done) => setTimeout(done, pause))
            if (answer.destroyed) return
            between.lastIndex = at + slice
            const next = between.exec(text)
            const end = at - body < sliced && next ? next.index + 1 : text.length
            answer.write(text.slice(at, end))
            at = end
          }
          answer.end()
        })
      },
    )
    forward.on('error', () => answer.destroy())
    asked.pipe(forward)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await page.route(/\/static\/www\/.*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, scriptDelay))
    await route.continue().catch(() => {})
  })
  return {
    url: (path) => origin + path,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/**
 * Answers the first request to `url` with `handler`; later ones go on as if unrouted. Not
 * page.route's `{ times: 1 }`: with it, Chromium now and then left a request hanging, neither
 * aborted nor sent (microsoft/playwright#41802, open upstream), so a call the test aborted, or the
 * next one, never answered (one or two e2e tests a full run, on a fast machine).
 */
export async function routeOnce(page: Page, url: string, handler: (route: Route) => Promise<void> | void): Promise<void> {
  let used = false
  await page.route(url, (route) => {
    if (used) return route.fallback()
    used = true
    return handler(route)
  })
}

/** Waits until every mount point on the page with an eager trigger is mounted. */
export async function islandsMounted(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    await expect(page.locator(`[data-widget="${name}"]`).first()).toHaveAttribute('data-widget-state', 'mounted')
  }
}

/**
 * The visitor's currency set as the language modal sets it: GET /currency/set/{id} with the page's
 * anti-forgery token (a state-changing GET needs it). Opens the home page first when the
 * page has none yet.
 */
export async function setCurrency(page: Page, id: number): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/')
  const status = await page.evaluate(async (currency) => {
    const token = (window as { shopData?: { config?: { csrfToken?: string } } }).shopData?.config?.csrfToken ?? ''
    const answer = await fetch(`/currency/set/${currency}`, { headers: { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' } })
    return answer.status
  }, id)
  expect(status).toBe(200)
}

/** axe-core on the current page; returns the violations (rule id and the first target). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  })
  return violations
}

/**
 * Opt-in: the visitor decided on an earlier visit and allowed analytics (SPEC 1), so analytics
 * events reach window.dataLayer at once and the cookie banner does not show. Call it before the
 * first navigation.
 */
export async function grantAnalytics(context: BrowserContext): Promise<void> {
  await context.addCookies([consentCookie(true)])
}

/**
 * Adds up the page's layout shifts not caused by the shopper's input (as CLS counts them), from
 * the next page load on. Call it before the navigation; the returned function reads the sum.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  const read = await watchShifts(page)
  return async () => (await read()).sum
}

/**
 * Holds every request to `url` until the returned function is called, as a slow network would:
 * what the shopper does meanwhile comes before that code or answer.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  return release
}

/**
 * The page's layout shifts not caused by the shopper's input, each with what moved (its tag and
 * class, where from and to), from the next page load on: a failure says what to fix. Call it
 * before the navigation; the returned function reads the sum and the moves.
 */
export async function watchShifts(page: Page): Promise<() => Promise<{ sum: number; moved: string[] }>> {
  await page.addInitScript(() => {
    const shop = window as unknown as { shifts: { value: number; moved: string[] }[] }
    shop.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement
          return `${element?.tagName.toLowerCase()}.${element?.getAttribute('class')} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`
        })
        shop.shifts.push({ value: entry.value, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(() => {
      const { shifts } = window as unknown as { shifts: { value: number; moved: string[] }[] }
      return { sum: shifts.reduce((sum, each) => sum + each.value, 0), moved: shifts.flatMap((each) => each.moved) }
    })
}

/**
 * Counts the scripts the page loads from now on; the returned function stops counting and gives
 * their sum. The fixture shop sends the build's precompressed .gz, so these are the gzip bytes. A
 * script that finishes after the count (the map's, once the picker opens) is not counted, and its
 * size is never asked of a page already closed.
 */
export function countScriptBytes(page: Page): () => Promise<number> {
  const sizes: Promise<number>[] = []
  const count = (request: Request) => {
    if (request.resourceType() === 'script')
      sizes.push(
        request.sizes().then(
          (size) => Math.max(0, size.responseBodySize),
          () => 0,
        ),
      )
  }
  page.on('requestfinished', count)
  return async () => {
    page.off('requestfinished', count)
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
  }
}

/** A delivery address as a shopper types it into the delivery step's form (SPEC 4 Checkout). */
export interface TypedAddress {
  forename: string
  surname: string
  street: string
  postcode: string
  city: string
  phone: string
  email: string
}

/** Types an address into the delivery step's address form (the group "Adres dostawy"). */
export async function typeAddress(form: Locator, address: TypedAddress): Promise<void> {
  await form.getByLabel('Imię').fill(address.forename)
  await form.getByLabel('Nazwisko').fill(address.surname)
  await form.getByLabel('Ulica i numer').fill(address.street)
  await form.getByLabel(/Kod pocztowy/).fill(address.postcode)
  await form.getByLabel('Miejscowość').fill(address.city)
  await form.getByLabel('Telefon').fill(address.phone)
  await form.getByLabel('E-mail').fill(address.email)
}

/** The guest of the order flows, in Gdańsk. */
export const ewa: TypedAddress = {
  forename: 'Ewa',
  surname: 'Lis',
  street: 'Długa 5',
  postcode: '80-001',
  city: 'Gdańsk',
  phone: '600200300',
  email: 'ewa.lis@example.com',
}
