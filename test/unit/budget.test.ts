// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, expect, test } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench
import { fileBytes, pageBytes, pageFiles } from '../../scripts/page-bytes.mjs'
import { islands } from '../../widgets/islands.ts'

// Byte budgets of the island platform issue, on a fresh preact build of the current code.
const dir = '.cache/budget-build'

beforeAll(() => {
  execFileSync('node', ['build.mjs', `--outdir=${dir}`], { stdio: 'pipe' })
}, 60_000)

// 2 KB, and 100 B more since issue 27: Firefox and WebKit fail every pending chunk as soon as a
// navigation starts, and the loader tells that from a real failure (shared/runtime/load.ts).
test('loader.js (the runtime with the manifest inlined) stays within 2,148 B gzip', () => {
  expect(fileBytes(dir, 'loader.js').gzip).toBeLessThanOrEqual(2148)
})

/** The shell's islands that load before the shopper interacts (widgets/islands.ts): mini basket, notifications, connection alert. */
const shell = Object.entries(islands)
  .filter(([, island]) => island.shell && island.load !== 'interaction')
  .map(([name]) => name)

test('the table names the shell a page carries before the shopper interacts', () => {
  expect([...shell].sort()).toEqual(['connection-alert', 'mini-basket', 'notifications'])
})

test('a text page with notifications, connection alert and mini basket loads at most 20 KB gzip', () => {
  const bytes = pageBytes(dir, shell)
  expect(bytes.gzip).toBeLessThanOrEqual(20 * 1024)
})

// Issue 9: every page with the standard shell loads at most 16 KB of JS gzip before the shopper
// interacts. The shell: the header language trigger and the cookie banner come from the server
// and load their islands on interaction (fixtures/pages/layout-widgets.test.ts holds them to
// data-load="interaction"); the mini basket and notifications are eager, the connection alert
// idle, and they run on preact's core without preact/compat (widgets/islands.ts). 25.3 KB
// before this issue; 16.1 KB now. The loader.js in it grew by its budget's 100 B (issue 27: a
// chunk that fails while the page is being left is tried again, not the island's failure) and
// 20 B more (island.tsx: a remembered focus is not played once the shopper moved on): 16 KB and
// 128 B. Issue 29 is where the loader gets smaller again.
test('the standard page shell loads at most 16 KB and 128 B of JS gzip before the shopper interacts', () => {
  const bytes = pageBytes(dir, shell)
  expect(bytes.js).toBeLessThanOrEqual(16 * 1024 + 128)
})

test('preact/compat is not on a page that carries only the shell', () => {
  const files = pageFiles(dir, shell)
  const sources = files.filter((file: string) => file.endsWith('.js')).map((file: string) => readFileSync(path.join(dir, file), 'utf8'))
  // compat's marker: the input types whose onChange it leaves alone (React's onChange is oninput).
  const compat = (source: string) => source.includes('fil|che|rad')
  expect(sources.some(compat)).toBe(false)
  // ...and a page with an island that needs it does load it.
  const listing = pageFiles(dir, ['listing']).filter((file: string) => file.endsWith('.js'))
  expect(listing.some((file: string) => compat(readFileSync(path.join(dir, file), 'utf8')))).toBe(true)
})

// Issue 13: a category page (the shell, the listing and the save buttons of the tiles in sight)
// loads at most 28 KB of JS gzip before the shopper interacts; the search hints load on focus.
// Issue 26 allows the phone's filter drawer 1 KB more: its button and the switch to it are on the
// page (about 380 B), the drawer itself loads when first opened. 28.5 KB.
test('a category page loads at most 28.5 KB of JS gzip before the shopper interacts', () => {
  const bytes = pageBytes(dir, [...shell, 'listing', 'cupboard-button'])
  expect(bytes.js).toBeLessThanOrEqual(28.5 * 1024)
})

// Issue 14: the product page loads at most 25 KB of JS gzip before the shopper interacts (Dawn's
// product page: 24.4 KB): the shell, the save button and the product island, all on preact's core
// (widgets/islands.ts); the basket actions, size table and full-screen gallery load when used.
const productPage = [...shell, 'cupboard-button', 'product']

test('the product page loads at most 25 KB of JS gzip before the shopper interacts', () => {
  expect(pageBytes(dir, productPage).js).toBeLessThanOrEqual(25 * 1024)
})

test('preact/compat is not on the product page before the shopper interacts', () => {
  const sources = pageFiles(dir, productPage)
    .filter((file: string) => file.endsWith('.js'))
    .map((file: string) => readFileSync(path.join(dir, file), 'utf8'))
  expect(sources.some((source: string) => source.includes('fil|che|rad'))).toBe(false)
})

// Issue 29: /basket with products loads at most 24 KB of JS gzip before the shopper interacts
// (Dawn's cart page: 20.4 KB), the loader included: the shell and the checkout island, on
// preact's core; the basket's actions, the recommendations and the later steps load when idle,
// near or needed (widgets/checkout). 32,739 B before the issue.
test('/basket with products loads at most 24 KB of JS gzip before the shopper interacts', () => {
  const files = pageFiles(dir, [...shell, 'checkout'])
  expect(pageBytes(dir, [...shell, 'checkout']).js).toBeLessThanOrEqual(24 * 1024)
  // ...and without preact/compat.
  const sources = files.filter((file: string) => file.endsWith('.js')).map((file: string) => readFileSync(path.join(dir, file), 'utf8'))
  expect(sources.some((source: string) => source.includes('fil|che|rad'))).toBe(false)
})
