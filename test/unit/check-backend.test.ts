// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { createShop } from '../../fixtures/app'
import { type CheckOptions, checkBackend, readArguments } from '../../scripts/contract/check-backend'
import { junitXml } from '../../scripts/contract/junit'
import { describeBody } from '../../scripts/contract/visit'

// check-backend, the checker every backend team runs, against the fixture shop, in process (its fetch, no port).
afterEach(() => {
  vi.unstubAllEnvs()
})
function fixtureShop() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-static-'))
  writeFileSync(path.join(dir, 'manifest.json'), '{}')
  return createShop({ staticDir: dir })
}

/** Rewrites one answer: its JSON body in place, or a whole Response instead. */
type Rewrite = (path: string, body: Record<string, unknown>) => Response | undefined

/** Rewrites one page's HTML. */
type RewritePage = (path: string, html: string) => string

async function check(rewrite?: Rewrite, options: Partial<CheckOptions> = {}, rewritePage?: RewritePage) {
  const shop = fixtureShop()
  const lines: string[] = []
  const result = await checkBackend({
    base: 'http://shop.test',
    print: (line) => lines.push(line),
    ...options,
    fetch: async (request) => {
      const response = await shop.fetch(request)
      const url = new URL(request.url)
      if (rewritePage && response.headers.get('Content-Type')?.includes('html')) {
        const html = rewritePage(url.pathname, await response.text())
        return new Response(html, { status: response.status, headers: response.headers })
      }
      if (!rewrite || !response.headers.get('Content-Type')?.includes('json')) return response
      const body = (await response.json()) as Record<string, unknown>
      const instead = rewrite(url.pathname, body)
      if (instead) return instead
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
    },
  })
  return { ...result, lines }
}

/** The flows a test needs (`only`): each full run takes a second or two. */
const purchase = 'guest purchase (courier, bank transfer)'

const fails = (lines: string[]) => lines.filter((line) => line.includes('FAIL'))

/** Breaks one field of the first basket line in the quantity call's answer. */
const breakQuantityAnswer =
  (field: string, value: unknown): Rewrite =>
  (path, body) => {
    // The anti-forgery flow's own quantity call is refused, without a basket.
    if (path !== '/ajax/basket/quantity' || !body.data) return
    const basket = (body.data as { basket: { products: Record<string, unknown>[] } }).basket
    ;(basket.products[0] as Record<string, unknown>)[field] = value
  }

test('every step of every flow passes against the fixture shop, reaching at least 50 of the 63 answers', async () => {
  const { failed, lines, reached, flows } = await check()
  expect(fails(lines), lines.join('\n')).toEqual([])
  expect(failed).toBe(0)
  // At least 50 answers, so the checker walks most of the contract; among them discount, logout, order refresh, address form, cupboards, returns, BLIK, vouchers.
  expect(reached.length).toBeGreaterThanOrEqual(50)
  expect(reached).toEqual(
    expect.arrayContaining([
      'POST /ajax/basket/discount',
      'POST /ajax/basket/discount/clear',
      'POST /ajax/logout',
      'POST /{lang}/order/refresh/{orderId}',
      'POST /ajax/basket/address/form',
      'POST /ajax/cupboard/add',
      'POST /ajax/cupboard/products/remove',
      'POST /ajax/cupboard/setDefault/{id}',
      'GET /ajax/cupboard/index/{id}',
      'GET /ajax/cupboard/{type}Action/{id}',
      'POST /ajax/cupboard/{type}Action/{id}',
      'POST /ajax/returns/set',
      'GET /ajax/returns/preview',
      'POST {BLIK action url}',
      'POST /vouchers/order',
    ]),
  )
  expect(lines).toContain(`${reached.length} of 63 answers reached`)
  expect(lines).toEqual(
    expect.arrayContaining([
      '  ok    POST /ajax/basket/order (twice at once, one Idempotency-Key)',
      '  ok    the same order twice at once with one Idempotency-Key places one order',
      '  ok    the quantity call changes the basket',
      '  ok    POST /ajax/basket/quantity without the token is refused  (403 Your session has expired or the security token is missing. Reload the page and try again.)',
      '  ok    POST /ajax/basket/payments (the mini basket, before guest or login)',
      '  ok    the login form can be sent by the islands (action, e-mail and password fields)',
    ]),
  )
  expect(lines.some((line) => /^ {2}ok {4}a filter changes the listing \(/.test(line))).toBe(true)
  expect(lines.at(-1)).toBe(`every step of ${flows.length} flows passes`)
  // Every product of the listing's first page is read: as many product pages as tiles, at least.
  const products = flows.find((flow) => flow.name === 'products of the first listing page')
  expect(products?.steps.filter((step) => step.label.startsWith('GET /p/')).length).toBeGreaterThan(10)
  // A full run takes about a second in process on an idle machine; the time-out leaves room for a loaded one.
}, 60_000)

test('a field broken on purpose is named, with the call sent under it, and the run fails', async () => {
  const { failed, lines } = await check(breakQuantityAnswer('quantity', 'two'), { only: purchase })
  const at = lines.indexOf('  FAIL  POST /ajax/basket/quantity  response.data.basket.products.0.quantity: expected a number')
  expect(at).toBeGreaterThan(-1)
  expect(lines[at + 1]).toMatch(/^ {8}sent {2}POST \/ajax\/basket\/quantity {2}id=\d+&quantity=2$/)
  expect(failed).toBe(1)
  expect(lines.at(-1)).toMatch(/^1 of \d+ flows fail$/)
}, 30_000)

test('a backend that ignores the Idempotency-Key fails: a second order, or a refusal of the repeated call', async () => {
  // What a backend without the key does with two calls at once: both place an order, or
  // the second finds the basket empty and refuses.
  for (const [second, problem] of [
    [{ orderId: '100999', transaction: 'feedfeedfeedfeed' }, /two orders: 100001 \(\w+\) and 100999 \(feedfeedfeedfeed\)/],
    [{ status: false, message: 'Twój koszyk jest pusty.' }, /the other was refused \(Twój koszyk jest pusty\.\)/],
  ] as const) {
    let orders = 0
    const { failed, lines } = await check(
      (path, body) => {
        if (path === '/ajax/basket/order' && ++orders === 2) Object.assign(body, second)
        return undefined
      },
      { only: purchase },
    )
    const at = lines.findIndex((line) => line.startsWith('  FAIL  the same order twice at once with one Idempotency-Key places one order'))
    expect(lines[at], lines.join('\n')).toMatch(problem)
    expect(failed).toBe(1)
  }
}, 30_000)

test('a refusal the answers allow still stops the flow, with the reason', async () => {
  const { failed, lines } = await check(
    (path, body) => {
      if (path === '/ajax/basket/summary') Object.assign(body, { status: false, message: 'Wybierz sposób dostawy.' })
    },
    { only: 'guest purchase' },
  )
  expect(lines).toContain('  FAIL  (the flow stopped)  the summary check refused the order: Wybierz sposób dostawy.')
  expect(lines).not.toContain('  ok    POST /ajax/basket/order (twice at once, one Idempotency-Key)')
  // The bank transfer, BLIK and card purchases all stop there.
  expect(failed).toBe(3)
}, 30_000)

test('a 4xx refusal body reads as a refusal: it fails a step that must pass, and passes one that expects it', async () => {
  const { lines } = await check(
    (path, body) => {
      if (path === '/ajax/basket/voucher/clear')
        return Response.json({ status: false, message: 'Sesja wygasła.' }, { status: 403, headers: { 'Content-Type': 'application/json' } })
      // An unknown code refused with a 422 instead of the fixture's 200.
      if (path === '/ajax/basket/discount' && body.status === false)
        return Response.json(body, { status: 422, headers: { 'Content-Type': 'application/json' } })
      // A 5xx failed, whatever its body says.
      if (path === '/ajax/basket/delete')
        return Response.json(
          { status: false, message: 'Internal server error.' },
          { status: 500, headers: { 'Content-Type': 'application/json' } },
        )
      if (path === '/ajax/basket/country/set')
        return new Response('<h1>Forbidden</h1>', { status: 403, headers: { 'Content-Type': 'text/html' } })
    },
    { only: `discount code,${purchase},product add` },
  )
  expect(lines).toContain('  FAIL  POST /ajax/basket/voucher/clear  refused: 403 Sesja wygasła.')
  expect(lines).toContain(
    '  ok    POST /ajax/basket/discount (an unknown code)  (refused as expected: 422 Kod rabatowy „NO-SUCH-CODE-CHECK” jest nieprawidłowy.)',
  )
  expect(lines).toContain('  FAIL  POST /ajax/basket/country/set  HTTP 403 (not a {status: false, message} body: text/html)')
  expect(lines).toContain('  FAIL  POST /ajax/basket/delete  HTTP 500 Internal server error.')
  expect(lines.join('\n')).not.toMatch(/unexpected token|SyntaxError/i)
}, 30_000)

test('a step expecting a refusal fails when the backend accepts', async () => {
  const { lines } = await check(
    (path, body) => {
      if (path === '/ajax/basket/discount') Object.assign(body, { status: true, message: '' })
    },
    { only: 'discount code' },
  )
  expect(lines).toContain('  FAIL  POST /ajax/basket/discount (an unknown code)  accepted (HTTP 200) where a refusal was expected')
  expect(lines).toContain('        sent  POST /ajax/basket/discount  code=NO-SUCH-CODE-CHECK')
}, 30_000)

test('the command line: every option, the JUnit file, and a typo refused rather than ignored', () => {
  expect(
    readArguments(
      [
        'https://shop.example',
        '--category=/c/buty',
        '--product=/p/a',
        '--discount=X',
        '--voucher=Y',
        '--blik=123456',
        '--only=logout',
        '--junit=out.xml',
      ],
      { CHECK_EMAIL: 'qa@example.com', CHECK_PASSWORD: 'secret' },
    ),
  ).toEqual({
    options: {
      base: 'https://shop.example',
      email: 'qa@example.com',
      password: 'secret',
      category: '/c/buty',
      product: '/p/a',
      discountCode: 'X',
      voucherCode: 'Y',
      blikCode: '123456',
      only: 'logout',
    },
    junit: 'out.xml',
  })
  expect(readArguments(['https://shop.example', '--email=a@b.c'], {})).toMatchObject({ options: { email: 'a@b.c' } })
  expect(readArguments(['https://shop.example', '--categroy=/c/buty'], {})).toEqual({ problem: 'unknown option --categroy=/c/buty' })
  expect(readArguments(['shop.example'], {})).toEqual({ problem: 'the first argument is the base url (http:// or https://)' })
})

test('a body as printed under a FAIL: passwords, by name or by value, as ***', () => {
  const masked = describeBody(new URLSearchParams({ email: 'anna@example.com', password: 'Haslo123!', note: 'Haslo123!' }), 'Haslo123!')
  expect(masked).toBe('email=anna@example.com&password=***&note=***')
  expect(describeBody(JSON.stringify({ login: { new_password: 'x1' } }), '')).toBe('{"login":{"new_password":"***"}}')
})

test('the login call, failing to read, prints its body with the password as ***', async () => {
  const { lines } = await check(
    (path, body) => {
      if (path === '/ajax/access') Object.assign(body, { redirect: { to: '/' } })
    },
    { only: 'customer account' },
  )
  const sent = lines.filter((line) => line.startsWith('        sent  POST /ajax/access'))
  expect(sent.length).toBeGreaterThan(0)
  for (const line of sent) {
    // The fixture's login form names its password field psw: masked by its value.
    expect(line).toMatch(/&psw=\*\*\*&/)
    expect(line).not.toContain('Haslo123!')
  }
}, 30_000)

test('what a shop does not offer is skipped, not failed, and JUnit says so', async () => {
  const { lines, failed, flows } = await check(
    (path, body) => {
      if (path !== '/ajax/basket/country/set') return
      const options = body.deliveries_costs as { payment_behaviour: string }[]
      body.deliveries_costs = options.filter((option) => !/blik/.test(option.payment_behaviour))
    },
    { only: 'BLIK' },
  )
  expect(lines).toContain('  skip  (the rest of the flow)  the shop offers no courier delivery with BLIK')
  expect(failed).toBe(0)
  expect(lines.at(-1)).toBe('every step of 1 flow passes')
  expect(junitXml(flows)).toContain(
    '<testcase classname="guest purchase (courier, BLIK code)" name="(the rest of the flow)">\n      <skipped message="the shop offers no courier delivery with BLIK"/>',
  )
})

test('a login form the islands cannot send fails, and the account flow stops there', async () => {
  const { lines, failed } = await check(undefined, { only: 'customer account' }, (path, html) =>
    path === '/access/login'
      ? html.replaceAll('"fieldType":"password"', '"fieldType":"text"').replaceAll('"type":"password"', '"type":"text"')
      : html,
  )
  expect(lines).toContain(
    '  FAIL  the login form can be sent by the islands (action, e-mail and password fields)  the login form lacks a password field (type or fieldType password)',
  )
  expect(lines).toContain('        sent  GET /access/login')
  expect(lines).not.toContain('  ok    POST /ajax/access')
  expect(fails(lines)).toHaveLength(1)
  expect(failed).toBe(1)
})

test.each([
  [purchase, 'quantity', '  FAIL  the quantity call changes the basket  the basket re-read shows quantity 1 for line 1, not 2'],
  [
    'listing with filters',
    'filters',
    /^ {2}FAIL {2}a filter changes the listing {2}\d+ filters tried, each answered the same \d+ products as no filter$/,
  ],
  ['anti-forgery', 'token', '  FAIL  POST /ajax/basket/add without the token is refused  accepted without the token (HTTP 200)'],
  [
    'anti-forgery',
    'token',
    /^ {2}FAIL {2}POST \/ajax\/basket\/quantity without the token is refused {2}accepted without the token \(HTTP 200\)$/,
  ],
  [
    'mini basket',
    'payments',
    '  FAIL  POST /ajax/basket/payments (the mini basket, before guest or login)  refused: 403 Log in or continue as a guest first.',
  ],
])(
  '%s: a fixture broken on purpose (%s) fails with its line',
  async (only: string, broken: string, expected: string | RegExp) => {
    vi.stubEnv('SHOP_BROKEN', broken)
    const { failed, lines } = await check(undefined, { only })
    expect(failed).toBeGreaterThan(0)
    if (typeof expected === 'string') expect(lines).toContain(expected)
    else
      expect(
        lines.some((line) => expected.test(line)),
        lines.filter((line) => line.includes('FAIL')).join('\n'),
      ).toBe(true)
    // The line under a behaviour FAIL is the call sent.
    const at = lines.findIndex((line) => (typeof expected === 'string' ? line === expected : expected.test(line)))
    expect(lines[at + 1]).toMatch(/^ {8}sent {2}(POST|GET) \//)
  },
  30_000,
)

test('--junit: one testsuite per flow, one testcase per step, the failure with its message and call', async () => {
  vi.stubEnv('SHOP_BROKEN', 'quantity')
  const { flows } = await check(undefined, { only: `${purchase},listing with filters` })
  const xml = junitXml(flows)
  expect(xml.match(/<testsuite /g)?.length).toBe(flows.length)
  expect(xml.match(/<testcase /g)?.length).toBe(flows.reduce((sum, flow) => sum + flow.steps.length, 0))
  expect(xml).toContain('<testsuite name="guest purchase (courier, bank transfer)"')
  expect(xml).toMatch(
    /<testcase classname="guest purchase \(courier, bank transfer\)" name="the quantity call changes the basket">\n\s*<failure message="the basket re-read shows quantity 1 for line 1, not 2">the basket re-read shows quantity 1 for line 1, not 2\nsent: POST \/ajax\/basket\/quantity {2}id=1&amp;quantity=2<\/failure>/,
  )
  expect(xml.match(/<failure /g)?.length).toBe(1)
}, 30_000)

test('--product reads one product page', async () => {
  const { lines, reached, flows } = await check(undefined, {
    only: 'products of the first',
    product: '/p/sukienka-midi-lniana',
  })
  expect(flows.map((flow) => flow.name)).toEqual(['products of the first listing page'])
  expect(lines.filter((line) => line.includes('GET /p/'))).toHaveLength(1)
  expect(reached).toEqual([])
}, 30_000)

test("the fixture shop's PHP answers mode reads alike: answers, shopData and props (the reading rule)", async () => {
  // fixtures/php-answers.ts: numeric strings, 't'/'f', [] for {}, null for a row's missing column.
  vi.stubEnv('SHOP_ANSWERS', 'php')
  const { failed, lines } = await check()
  expect(fails(lines), lines.join('\n')).toEqual([])
  expect(failed).toBe(0)
}, 60_000)

test('in the PHP answers mode, a field broken on purpose is still named', async () => {
  vi.stubEnv('SHOP_ANSWERS', 'php')
  const { failed, lines } = await check(breakQuantityAnswer('is_muted', 'maybe'), { only: purchase })
  expect(lines).toContain('  FAIL  POST /ajax/basket/quantity  response.data.basket.products.0.is_muted: expected a flag')
  expect(failed).toBe(1)
}, 30_000)
