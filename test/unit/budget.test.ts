// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, expect, test } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench and the build's report
import { appModule, fileBytes, pageBytes, pageFiles, pageScripts, scriptBytes } from '../../scripts/page-bytes.mjs'
import { islands } from '../../widgets/islands.ts'
import { accountPage, categoryPage, checkoutPage, loaderBudget, pageBudgets, productPage, shell, shellWithStyles } from '../budgets.ts'

// The byte budgets of test/budgets.ts, on a fresh preact build of the current code (and a React
// one, for what its pages carry).
const dir = '.cache/budget-build'
const reactDir = '.cache/budget-build-react'
type Ui = 'preact' | 'react'
const dirOf = (ui: Ui) => (ui === 'react' ? reactDir : dir)

beforeAll(() => {
  execFileSync('node', ['build.mjs', '--ui=react', `--outdir=${reactDir}`], { stdio: 'pipe' })
  execFileSync('node', ['build.mjs', `--outdir=${dir}`], { stdio: 'pipe' })
}, 120_000)

// Firefox and WebKit fail every pending chunk as soon as a navigation starts, and the loader tells
// that from a real failure (shared/runtime/load.ts); the console's words load only when something
// failed (shared/runtime/failure.ts).
test('loader.js (the runtime) stays within its budget, gzip and brotli', () => {
  const bytes = fileBytes(dir, 'loader.js')
  expect(bytes.gzip).toBeLessThanOrEqual(loaderBudget.gzip)
  expect(bytes.brotli).toBeLessThanOrEqual(loaderBudget.brotli)
})

test('the table names the shell a page carries before the shopper interacts', () => {
  expect([...shell].sort()).toEqual(['connection-alert', 'mini-basket', 'notifications'])
})

test('a text page with notifications, connection alert and mini basket stays within its budget of JS and CSS', () => {
  expect(pageBytes(dir, shell).gzip).toBeLessThanOrEqual(shellWithStyles)
})

/** The build's metafile, as esbuild wrote it beside the build (build.mjs). */
const metafile = (ui: Ui = 'preact') =>
  JSON.parse(readFileSync(`.cache/metafile-${ui}.json`, 'utf8')) as {
    outputs: Record<
      string,
      { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }
    >
  }

const scriptsOf = (widgets: readonly string[], lazy: readonly string[], ui: Ui = 'preact'): string[] =>
  pageScripts(dirOf(ui), metafile(ui), widgets, lazy)

// What a page loads before the shopper interacts, as test/budgets.ts counts it.
test.each(pageBudgets.map((budget) => [budget.page, budget] as const))('%s stays within its budget of JS gzip', (_, budget) => {
  expect(scriptBytes(dir, scriptsOf(budget.islands, budget.lazy)).gzip).toBeLessThanOrEqual(budget.js)
})

// compat's marker: the input types whose onChange it leaves alone (React's onChange is oninput).
const hasCompat = (files: string[], ui: Ui = 'preact') =>
  files.filter((file) => file.endsWith('.js')).some((file) => readFileSync(path.join(dirOf(ui), file), 'utf8').includes('fil|che|rad'))

test('preact/compat is not on a page that carries only the shell', () => {
  expect(hasCompat(pageFiles(dir, shell))).toBe(false)
  // ...and a page with an island that needs it does load it.
  expect(hasCompat(pageFiles(dir, ['cupboard']))).toBe(true)
})

test('preact/compat is not on the product page before the shopper interacts', () => {
  expect(hasCompat(pageFiles(dir, productPage))).toBe(false)
})

test('preact/compat is not on a category page before the shopper interacts', () => {
  expect(hasCompat(pageFiles(dir, categoryPage))).toBe(false)
})

test('preact/compat is not on /basket before the shopper interacts', () => {
  expect(hasCompat(scriptsOf(checkoutPage, basketStep))).toBe(false)
})

test('the account pages load neither the logout button nor the newsletter before the shopper interacts', () => {
  expect(islands.logout?.load).toBe('interaction')
  expect(islands.newsletter?.load).toBe('interaction')
})

/** The app modules (ours, not a package's) the page's scripts carry, each with how many carry it. */
function carried(widgets: readonly string[], lazy: readonly string[], ui: Ui = 'preact'): Map<string, number> {
  const { outputs } = metafile(ui)
  const seen = new Map<string, number>()
  for (const file of scriptsOf(widgets, lazy, ui)) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path.join(dirOf(ui), file)]?.inputs ?? {})) {
      const module: string = appModule(input)
      if (bytesInOutput > 0 && !module.startsWith('shop:') && !module.startsWith('npm:')) seen.set(module, (seen.get(module) ?? 0) + 1)
    }
  }
  return seen
}

test('a module of a package is named by its package, wherever node_modules lies', () => {
  expect(appModule('node_modules/preact/dist/preact.mjs')).toBe('npm:preact/dist/preact.mjs')
  expect(appModule('../../main/node_modules/preact/hooks/dist/hooks.mjs')).toBe('npm:preact/hooks/dist/hooks.mjs')
  expect(appModule('/srv/shop/node_modules/@scope/pkg/index.js', '/srv/app')).toBe('npm:@scope/pkg/index.js')
  expect(appModule(`island-copy:${process.cwd()}/shared/format/photo.ts`)).toBe('shared/format/photo.ts')
  expect(appModule('shared/stores/basket.ts')).toBe('shared/stores/basket.ts')
})

/**
 * The app modules that more than one of the page's scripts carries: the build's copies for the
 * checkout (build.mjs copiedModules) must never meet their original on one page.
 */
const carriedTwice = (widgets: readonly string[], lazy: readonly string[], ui: Ui = 'preact') =>
  [...carried(widgets, lazy, ui)].filter(([, count]) => count > 1).map(([module]) => module)

const basketStep = ['widgets/checkout/basket/basket-step.tsx']
const returnScreen = (screen: string) => ['widgets/returns/account-returns.tsx', `widgets/returns/${screen}.tsx`, 'shared/api/transport.ts']

// The delivery and summary steps' own budgets are measured in the browser, with what their taps
// load (test/budgets.ts browserBudgets). Here: no page of the checkout, nor any other, carries a
// module twice.
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
  expect(carriedTwice(widgets, lazy)).toEqual([])
})

// On the React build React itself is the floor (react-dom), but nothing of ours loads twice or
// earlier than on the preact build: the same modules of ours, once each (the bench reports both
// builds' bytes per page).
test.each(checkedPages)('the React build: %s carries what the preact build does, each once', (_, widgets, lazy) => {
  const react = carried(widgets, lazy, 'react')
  const preact = carried(widgets, lazy)
  preact.delete('shared/react/preact-lite.ts') // preact's stand-in for React, not on the React build
  expect(carriedTwice(widgets, lazy, 'react')).toEqual([])
  expect([...react.keys()].sort()).toEqual([...preact.keys()].sort())
})
