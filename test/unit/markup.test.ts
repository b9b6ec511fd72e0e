// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Window } from 'happy-dom'
import { beforeAll, describe, expect, test } from 'vitest'
import { createShop } from '../../fixtures/app'
import { newVisitor } from '../../fixtures/test-helpers'
import { PRINTED_LIST, PRINTED_TILE } from '../../widgets/listing/printed-tiles'

// The server markup the islands keep or read is published in contract/markup/,
// one example per piece, each opening with a comment that names its island(s) and the selectors
// an island relies on. Here the fixture shop's pages must carry them (so the fixture cannot
// drift from what backend teams are told), and each example must meet its own.

const markupDir = 'contract/markup'

interface Piece {
  file: string
  /** data-widget values, or every mount point. */
  islands: string[] | 'all'
  /** Only mount points whose props hold these values (the product page's gallery part). */
  props: Record<string, unknown>
  /** Present in each such mount point. */
  required: string[]
  /** Absent from each such mount point. */
  none: string[]
  /** Present in a page that carries the island. */
  inPage: string[]
}

function readPiece(file: string): Piece {
  const text = readFileSync(path.join(markupDir, file), 'utf8')
  const header = /^<!--([\s\S]*?)-->/.exec(text)?.[1] ?? ''
  const field = (name: string) => [...header.matchAll(new RegExp(`^\\s*${name}:\\s*(.+)$`, 'gm'))].map((match) => match[1]?.trim() ?? '')
  const islands = field('island')[0] ?? ''
  return {
    file,
    islands: islands === 'every island' ? 'all' : islands.split(/\s*,\s*/).map((name) => name.split(' ')[0] ?? ''),
    props: JSON.parse(field('props')[0] ?? '{}') as Record<string, unknown>,
    required: field('required'),
    none: field('none'),
    inPage: field('in-page'),
  }
}
const pieces = readdirSync(markupDir)
  .filter((file) => file.endsWith('.html'))
  .map(readPiece)

/** The data-widget-props script or data-props of a mount point, as JSON. */
function propsOf(host: Element): unknown {
  const script = [...host.children].find((child) => child.matches('script[data-widget-props]'))
  return JSON.parse(script?.textContent || host.getAttribute('data-props') || '{}')
}

function mountPoints(document: Document, piece: Piece): Element[] {
  const hosts = [...document.querySelectorAll('[data-widget]')]
  return hosts.filter((host) => {
    if (piece.islands !== 'all' && !piece.islands.includes(host.getAttribute('data-widget') ?? '')) return false
    const props = propsOf(host) as Record<string, unknown>
    return Object.entries(piece.props).every(([name, value]) => props[name] === value)
  })
}

/** What of a piece a page lacks, per mount point: `[island] selector`. */
function problems(document: Document, piece: Piece): string[] {
  const hosts = mountPoints(document, piece)
  const found: string[] = []
  for (const host of hosts) {
    const name = host.getAttribute('data-widget')
    for (const selector of piece.required)
      if (!host.matches(selector) && !host.querySelector(selector)) found.push(`${name}: no ${selector}`)
    for (const selector of piece.none) if (host.querySelector(selector)) found.push(`${name}: has ${selector}`)
  }
  if (hosts.length) for (const selector of piece.inPage) if (!document.querySelector(selector)) found.push(`page: no ${selector}`)
  return found
}

const parse = (html: string) => {
  const window = new Window({ url: 'http://shop.test/' })
  window.document.write(html)
  return window.document as unknown as Document
}

// The fixture pages that carry the islands: a guest's, then a customer's.
const guestPages = [
  '/',
  '/c/sukienki',
  '/search?phrase=sukienka',
  '/p/sukienka-midi-lniana',
  '/access/login',
  '/access/registration_step1',
  '/vouchers',
  '/basket',
]
const customerPages = ['/', '/myAccount/orders', '/myAccount/personalData']
const pages = new Map<string, Document>()

beforeAll(async () => {
  const shop = createShop({ staticDir: 'static/www' })
  const guest = await newVisitor(shop, '/')
  for (const page of guestPages) pages.set(`guest ${page}`, parse(await (await guest.page(page)).text()))
  const customer = await newVisitor(shop, '/')
  const login = await customer.post('/ajax/access', { email: 'anna@example.com', psw: 'Haslo123!', basket: '0' })
  if (!((await login.json()) as { status?: boolean }).status) throw new Error('the fixture customer could not log in')
  for (const page of customerPages) pages.set(`customer ${page}`, parse(await (await customer.page(page)).text()))
}, 60_000)

describe.each(pieces.map((piece) => [piece.file, piece] as const))('%s', (_, piece) => {
  test('names its island and what it relies on', () => {
    expect(piece.islands === 'all' || piece.islands.every((name) => readdirSync('widgets').includes(name)), String(piece.islands)).toBe(
      true,
    )
    expect(piece.required.length + piece.inPage.length).toBeGreaterThan(0)
  })

  test('the example meets its own selectors', () => {
    const example = parse(readFileSync(path.join(markupDir, piece.file), 'utf8'))
    expect(mountPoints(example, piece).length).toBeGreaterThan(0)
    expect(problems(example, piece)).toEqual([])
  })

  test("the fixture shop's pages that carry the island meet them", () => {
    const carrying = [...pages].filter(([, document]) => mountPoints(document, piece).length)
    // Not vacuous: some fixture page carries every island the example names.
    const named = piece.islands === 'all' ? [] : piece.islands
    const carried = new Set(
      carrying.flatMap(([, document]) => mountPoints(document, piece).map((host) => host.getAttribute('data-widget'))),
    )
    expect(named.filter((name) => !carried.has(name))).toEqual([])
    expect(carrying.length).toBeGreaterThan(0)
    for (const [page, document] of carrying) expect(problems(document, piece), page).toEqual([])
  })
})

test("the listing example states the selectors the island's code looks for", () => {
  const listing = pieces.find((piece) => piece.file === 'listing-tiles.html')
  expect(listing?.required).toContain(`${PRINTED_LIST} > ${PRINTED_TILE}`)
})

test("each data-replay an example requires is one the island's code gives", () => {
  for (const piece of pieces) {
    if (piece.islands === 'all') continue
    for (const [, value] of piece.required.join(' ').matchAll(/data-replay="([^"]+)"/g)) {
      const sources = piece.islands.flatMap((name) =>
        readdirSync(path.join('widgets', name), { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
          .map((file) => readFileSync(path.join('widgets', name, file), 'utf8')),
      )
      expect(
        sources.some((source) => source.includes(`data-replay="${value}"`)),
        `${piece.file}: data-replay="${value}"`,
      ).toBe(true)
    }
  }
})

test('every mount point of the fixture pages names an island and carries JSON props (mount-point.html)', () => {
  const islands = readdirSync('widgets', { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const names = new Set(islands.map((entry) => entry.name))
  for (const [page, document] of pages) {
    for (const host of document.querySelectorAll('[data-widget]')) {
      const name = host.getAttribute('data-widget') ?? ''
      expect(names.has(name), `${page}: data-widget="${name}"`).toBe(true)
      expect(['eager', 'idle', 'visible', 'interaction', null], `${page}: ${name} data-load`).toContain(host.getAttribute('data-load'))
      expect(() => propsOf(host), `${page}: ${name} props`).not.toThrow()
    }
  }
})
