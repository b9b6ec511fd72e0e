// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { createShop } from '../../fixtures/app'
import { checkBackend } from '../../scripts/contract/check-backend'

// Issue 24 point 3: check-backend against the fixture shop, in process (its fetch, no port).
afterEach(() => {
  vi.unstubAllEnvs()
})
function fixtureShop() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-static-'))
  writeFileSync(path.join(dir, 'manifest.json'), '{}')
  return createShop({ staticDir: dir })
}

async function check(rewrite?: (path: string, body: Record<string, unknown>) => void) {
  const shop = fixtureShop()
  const lines: string[] = []
  const failed = await checkBackend({
    base: 'http://shop.test',
    print: (line) => lines.push(line),
    fetch: async (request) => {
      const response = await shop.fetch(request)
      const url = new URL(request.url)
      if (!rewrite || !response.headers.get('Content-Type')?.includes('json')) return response
      const body = (await response.json()) as Record<string, unknown>
      rewrite(url.pathname, body)
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
    },
  })
  return { failed, lines }
}

/** Breaks one field of the first basket line in the quantity call's answer. */
const breakQuantityAnswer = (field: string, value: unknown) => (path: string, body: Record<string, unknown>) => {
  if (path !== '/ajax/basket/quantity') return
  const basket = (body.data as { basket: { products: Record<string, unknown>[] } }).basket
  ;(basket.products[0] as Record<string, unknown>)[field] = value
}

test('every call of the four flows reads from the fixture shop', async () => {
  const { failed, lines } = await check()
  expect(
    lines.filter((line) => line.includes('FAIL')),
    lines.join('\n'),
  ).toEqual([])
  expect(failed).toBe(0)
  expect(lines).toEqual(expect.arrayContaining(['  ok    POST /ajax/basket/order', '  ok    GET /myAccount/ajax/orders/overview[/{page}]']))
  expect(lines.at(-1)).toBe('every call of 4 flows reads')
}, 30_000)

test('a field broken on purpose is named, and the run fails', async () => {
  const { failed, lines } = await check(breakQuantityAnswer('quantity', 'two'))
  expect(lines).toContain('  FAIL  POST /ajax/basket/quantity  response.data.basket.products.0.quantity: expected a number')
  expect(failed).toBe(1)
  expect(lines.at(-1)).toBe('1 of 4 flows do not read')
}, 30_000)

test('a refusal the answers allow still stops the flow, with the reason', async () => {
  const { failed, lines } = await check((path, body) => {
    if (path === '/ajax/basket/summary') Object.assign(body, { status: false, message: 'Wybierz sposób dostawy.' })
  })
  expect(lines).toContain('  FAIL  (the flow stopped)  the summary check refused the order: Wybierz sposób dostawy.')
  expect(lines).not.toContain('  ok    POST /ajax/basket/order')
  expect(failed).toBe(1)
}, 30_000)

test("the fixture shop's PHP answers mode reads alike: answers, shopData and props (the reading rule)", async () => {
  // fixtures/php-answers.ts: numeric strings, 't'/'f', [] for {}, null for a row's missing column.
  vi.stubEnv('SHOP_ANSWERS', 'php')
  const { failed, lines } = await check()
  expect(
    lines.filter((line) => line.includes('FAIL')),
    lines.join('\n'),
  ).toEqual([])
  expect(failed).toBe(0)
  expect(lines.at(-1)).toBe('every call of 4 flows reads')
}, 30_000)

test('in the PHP answers mode, a field broken on purpose is still named', async () => {
  vi.stubEnv('SHOP_ANSWERS', 'php')
  const { failed, lines } = await check(breakQuantityAnswer('is_muted', 'maybe'))
  expect(lines).toContain('  FAIL  POST /ajax/basket/quantity  response.data.basket.products.0.is_muted: expected a flag')
  expect(failed).toBe(1)
}, 30_000)
