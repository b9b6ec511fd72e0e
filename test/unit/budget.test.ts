// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, expect, test } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench
import { fileBytes, pageBytes, pageFiles } from '../../scripts/page-bytes.mjs'
import { islands } from '../../widgets/islands.ts'

// Byte budgets of the island platform issue, on a fresh preact build of the current code (and a
// React one, for what its pages carry).
const dir = '.cache/budget-build'
const reactDir = '.cache/budget-build-react'
type Ui = 'preact' | 'react'
const dirOf = (ui: Ui) => (ui === 'react' ? reactDir : dir)

beforeAll(() => {
  execFileSync('node', ['build.mjs', '--ui=react', `--outdir=${reactDir}`], { stdio: 'pipe' })
  execFileSync('node', ['build.mjs', `--outdir=${dir}`], { stdio: 'pipe' })
}, 120_000)

// Issue 29: under Astro's island runtime (1,855 B), as it was before issue 27 (1,782 B) grew it to
// 2,124 B with the page-leave retry (Firefox and WebKit fail every pending chunk as soon as a
// navigation starts, and the loader tells that from a real failure: shared/runtime/load.ts). 1,787 B
// now, with that retry: the console's words and the HEAD check that tells a missing chunk from a
// broken network load only when something failed (shared/runtime/failure.ts), and the runtime
// keeps one closure per mount point.
test('loader.js (the runtime) stays within 1,800 B gzip', () => {
  expect(fileBytes(dir, 'loader.js').gzip).toBeLessThanOrEqual(1800)
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
// before issue 9; 16.1 KB after it. Issue 27's page-leave retry (loader.js) and a remembered
// focus not played once the shopper moved on (island.tsx) took it to 16,508 B for a while;
// issue 29's smaller loader.js (1,787 B) brings it back within 16 KB: 16,171 B.
test('the standard page shell loads at most 16 KB of JS gzip before the shopper interacts', () => {
  const bytes = pageBytes(dir, shell)
  expect(bytes.js).toBeLessThanOrEqual(16 * 1024)
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

// Issue 29: every /myAccount page and /vouchers load at most 32 KB of JS gzip before the shopper
// interacts. What a page loads there: the loader, the islands it carries from the manifest (the
// shell and the account island on the account pages; the header's logout button loads on the
// shopper's first hover, focus or tap, fixtures/pages/layout.ts) and the chunks
// its first screen loads with import() at once: each account screen and each return screen is
// a chunk of its own (widgets/account/screen.tsx, widgets/returns/return-screens.tsx), so the
// page carries its own screen only; the return screens call the shop at once, so the transport
// comes too. The footer's newsletter loads when the shopper goes into its form (data-load=
// "interaction"): not counted. Measured in Chromium, the same sums: orders 35,900 B before this issue,
// a return's products 47,842, /vouchers 39,155 (DOMPurify for two <strong>).
const metafile = (ui: Ui = 'preact') =>
  JSON.parse(readFileSync(`.cache/metafile-${ui}.json`, 'utf8')) as {
    outputs: Record<
      string,
      { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }
    >
  }

/** A module as the metafile names it, as the app names it: shared/x.ts for the checkout's copy of it too. */
const appModule = (input: string) => input.replace(/^island-copy:/, '').replace(`${process.cwd()}/`, '')

/** The chunks that loading these modules with import() brings: each one's chunk and its static imports. */
function lazyFiles(modules: string[], ui: Ui = 'preact'): string[] {
  const { outputs } = metafile(ui)
  const files = new Set<string>()
  const add = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const dep of outputs[file]?.imports ?? []) if (dep.kind === 'import-statement') add(dep.path)
  }
  for (const module of modules) {
    // The checkout's copy of a shared module is its entry point as `island-copy:<absolute path>` (build.mjs).
    const chunk = Object.keys(outputs).find((file) => file.endsWith('.js') && appModule(outputs[file]?.entryPoint ?? '') === module)
    if (!chunk) throw new Error(`${module} is loaded with import() by no chunk`)
    add(chunk)
  }
  return [...files].map((file) => path.relative(dirOf(ui), file))
}

const pageScripts = (widgets: string[], lazy: string[], ui: Ui = 'preact'): string[] =>
  [...new Set([...pageFiles(dirOf(ui), widgets), ...lazyFiles(lazy, ui)])].filter((file: string) => file.endsWith('.js'))

const pageJs = (widgets: string[], lazy: string[]) => pageScripts(widgets, lazy).reduce((sum, file) => sum + fileBytes(dir, file).gzip, 0)

/** The app modules (ours, not node_modules) the page's scripts carry, each with how many carry it. */
function carried(widgets: string[], lazy: string[], ui: Ui = 'preact'): Map<string, number> {
  const { outputs } = metafile(ui)
  const seen = new Map<string, number>()
  for (const file of pageScripts(widgets, lazy, ui)) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path.join(dirOf(ui), file)]?.inputs ?? {})) {
      const module = appModule(input)
      if (bytesInOutput > 0 && !module.startsWith('shop:') && !module.startsWith('node_modules/'))
        seen.set(module, (seen.get(module) ?? 0) + 1)
    }
  }
  return seen
}

/**
 * The app modules that more than one of the page's scripts carries: the build's copies for the
 * checkout (build.mjs copiedModules) must never meet their original on one page.
 */
const carriedTwice = (widgets: string[], lazy: string[], ui: Ui = 'preact') =>
  [...carried(widgets, lazy, ui)].filter(([, count]) => count > 1).map(([module]) => module)

const accountPage = [...shell, 'account']

test('the account pages load neither the logout button nor the newsletter before the shopper interacts', () => {
  expect(islands.logout?.load).toBe('interaction')
  expect(islands.newsletter?.load).toBe('interaction')
})
const returnScreen = (screen: string) => ['widgets/returns/account-returns.tsx', `widgets/returns/${screen}.tsx`, 'shared/api/transport.ts']

test.each([
  ['/myAccount/orders (and an order, opened in it)', accountPage, ['widgets/account/orders.tsx']],
  ['/myAccount/address', accountPage, ['widgets/account/addresses.tsx']],
  ['/myAccount/personalData and passwordChange', accountPage, ['widgets/account/form-screens.tsx']],
  ['/myAccount/opinions and loyaltyProgram', accountPage, ['widgets/account/lists.tsx']],
  ['/myAccount/bok', accountPage, ['widgets/account/bok.tsx']],
  ['/myAccount/bok/conversation/{id}', accountPage, ['widgets/account/conversation.tsx']],
  ['/myAccount/returns', accountPage, returnScreen('list-screen')],
  ['/myAccount/returns/create/{hash}', accountPage, returnScreen('create-screen')],
  // A form: the forms engine comes too, without its calls (they load when the form is sent).
  ['/myAccount/returns/create/client', accountPage, returnScreen('client-screen')],
  // The confirmation's forms engine on top of the return's summary: 34.9 KB in this issue; 32,533 B
  // once the account's router was ours (island-router.ts) instead of @nanostores/router.
  ['/myAccount/returns/preview', accountPage, returnScreen('preview-screen')],
  [
    '/returns/create/{hash} (a guest)',
    [...shell, 'returns'],
    ['widgets/returns/account-returns.tsx', 'widgets/returns/create-screen.tsx', 'shared/api/transport.ts'],
  ],
  // The request form's titles are server HTML: the sanitizer comes, DOMPurify does not (plain formatting).
  ['/vouchers', [...shell, 'vouchers'], ['shared/ui/sanitize.ts']],
])('%s loads at most 32 KB of JS gzip before the shopper interacts', (_, widgets, lazy) => {
  // Issues 33 and 37 (refusals read and the token renewed on every call, no data sent off the
  // shop, a server form's own submit button) took /myAccount/returns/preview from 32,555 B to
  // 32,937 B; back to 32,651 B with the client's and the preview's calls each in its own screen's
  // chunk (shared/api/return-client.ts, return-preview.ts), the screens' look from their frame,
  // the account menu's order from its key table and the business-answer rule out of errors.ts.
  expect(pageJs(widgets, lazy)).toBeLessThanOrEqual(32 * 1024)
})

// Issue 29: /basket with products loads at most 24 KB of JS gzip before the shopper interacts
// (Dawn's cart page: 20.4 KB), the loader included: the shell and the checkout island, on
// preact's core; the basket's actions, the recommendations and the later steps load when idle,
// near or needed (widgets/checkout). 32,739 B before the issue. Each step is a chunk the island
// loads at once on its own page (widgets/checkout/steps.ts): the basket's comes with it, and the
// loyalty points' form only for a basket with points to use. 24,578 B on 2026-11-28 (issues 33,
// 34, 37); 24,526 B once the business-answer rule left errors.ts (api/business-answer.ts).
const checkoutPage = [...shell, 'checkout']
const basketStep = ['widgets/checkout/basket/basket-step.tsx']

test('/basket with products loads at most 24 KB of JS gzip before the shopper interacts', () => {
  expect(pageJs(checkoutPage, basketStep)).toBeLessThanOrEqual(24 * 1024)
  // ...and without preact/compat.
  const sources = pageScripts(checkoutPage, basketStep).map((file) => readFileSync(path.join(dir, file), 'utf8'))
  expect(sources.some((source: string) => source.includes('fil|che|rad'))).toBe(false)
})

// The delivery and summary steps' own budgets are measured in the browser, with what their taps
// load (test/e2e/checkout-delivery.spec.ts, checkout-order.spec.ts). Here: no page of the
// checkout, nor any other, carries a module twice.
const checkedPages = [
  ['/basket', checkoutPage, basketStep],
  ['/basket/delivery', checkoutPage, ['widgets/checkout/delivery/delivery-step.tsx', 'shared/routing/route-links.ts']],
  ['/basket/summary', checkoutPage, ['widgets/checkout/summary/summary-route.tsx', 'shared/routing/route-links.ts']],
  ['a text page', shell, []],
  ['a category page', [...shell, 'listing', 'cupboard-button'], []],
  ['the product page', productPage, []],
  ['/myAccount/orders', accountPage, ['widgets/account/orders.tsx']],
  ['/myAccount/returns/preview', accountPage, returnScreen('preview-screen')],
  ['/vouchers', [...shell, 'vouchers'], ['shared/ui/sanitize.ts']],
] as const satisfies readonly (readonly [string, readonly string[], readonly string[]])[]

test.each(checkedPages)('%s carries no module twice', (_, widgets, lazy) => {
  expect(carriedTwice([...widgets], [...lazy])).toEqual([])
})

// Issue 29: on the React build React itself is the floor (about 63 KB gzip of react-dom), but
// nothing of ours loads twice or earlier than on the preact build: the same modules of ours,
// once each (the bench reports both builds' bytes per page).
test.each(checkedPages)('the React build: %s carries what the preact build does, each once', (_, widgets, lazy) => {
  const react = carried([...widgets], [...lazy], 'react')
  const preact = carried([...widgets], [...lazy])
  preact.delete('shared/react/preact-lite.ts') // preact's stand-in for React, not on the React build
  expect(carriedTwice([...widgets], [...lazy], 'react')).toEqual([])
  expect([...react.keys()].sort()).toEqual([...preact.keys()].sort())
})
