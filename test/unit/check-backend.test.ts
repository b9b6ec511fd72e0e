// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createShop } from '../../fixtures/app'
import { checkBackend } from '../../scripts/contract/check-backend'

// Issue 24 point 3: check-backend against the fixture shop, in process (its fetch, no port).
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
  const { failed, lines } = await check((path, body) => {
    if (path !== '/ajax/basket/quantity') return
    const basket = (body.data as { basket: { products: Record<string, unknown>[] } }).basket
    ;(basket.products[0] as Record<string, unknown>).quantity = 'two'
  })
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

/** A PHP shop's json_encode over database rows: numbers as numeric strings, booleans as 't'/'f', empty objects as []. */
function asPhp(node: unknown): unknown {
  if (typeof node === 'number') return String(node)
  if (typeof node === 'boolean') return node ? 't' : 'f'
  if (Array.isArray(node)) return node.map(asPhp)
  if (node && typeof node === 'object') {
    const entries = Object.entries(node)
    return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, asPhp(value)])) : []
  }
  return node
}

test('answers in the shapes a PHP backend sends read alike (the reading rule)', async () => {
  const { failed, lines } = await check((_, body) => {
    for (const [key, value] of Object.entries(body)) body[key] = asPhp(value)
  })
  expect(
    lines.filter((line) => line.includes('FAIL')),
    lines.join('\n'),
  ).toEqual([])
  expect(failed).toBe(0)
}, 30_000)
