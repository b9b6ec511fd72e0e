// npm run bench: for each fixture page and build flavour, the JS and CSS bytes the page loads
// (minified and gzip, as served), the time from navigation start to every eager island mounted,
// at 1x and 4x CPU throttling (median of RUNS cold loads), with DOMContentLoaded and the gap
// between the two beside it, and the page's cumulative layout shift (the browser's layout-shift
// entries up to the islands mounted and the network quiet; the worst of the runs). Prints a table
// and writes bench/results.json. A measurement: it fails nothing.
// Then, per build flavour, the answer to each tap (scripts/bench-inp.mjs): INP and the
// time until the result is on screen at 1x and 4x CPU, median of RUNS fresh visits. BENCH_INP=0
// skips it, BENCH_INTERACTIONS=listing-filter,basket-plus narrows it, BENCH_PAGES=none skips the pages.
// First, the machine's speed: a fixed reference task, printed beside the figures (and again at
// the end: a machine whose load changed meanwhile shows there). RUNS is BENCH_RUNS, 5 by default.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'
import { firstVisitBudgets } from '../test/budgets.ts'
import { chromiumArgs, chromiumExecutable } from '../test/e2e/browser.ts'
import { measureInteractions } from './bench-inp.mjs'

/** A port nothing listens on now (the shops listen on 127.0.0.1 only). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

// Five by default: the tap budget (bench-inp.mjs) is a median of 5 runs. Each figure printed is a median.
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
// Every fixture page, in the states a shopper meets (a basket with products, an empty one, logged in).
const ALL_PAGES = [
  '/?seed=basket',
  '/c/sukienki?seed=basket',
  '/search?phrase=sukienka',
  '/p/sukienka-midi-lniana?seed=basket',
  '/p/sukienka-w-grochy',
  '/p/zestaw-na-jesien',
  '/basket?seed=basket',
  '/basket',
  '/basket/delivery?seed=basket&login=basket-guest',
  '/basket/summary?seed=summary&login=basket-guest',
  '/o-nas',
  '/regulamin',
  '/sklepy',
  '/widgets',
  '/access/login',
  '/access/registration_step1',
  '/cupboard?login=customer',
  '/myAccount/orders?login=customer',
  '/myAccount/address?login=customer',
  '/myAccount/personalData?login=customer',
  '/myAccount/bok/conversation/501?login=customer',
  '/vouchers',
  '/returns/create/h3eb8518be9',
  '/myAccount/returns?login=customer',
  '/after-sale/h3eb8518be9',
]
// BENCH_PAGES=/o-nas,/basket and BENCH_UI=preact narrow a run down while working on one thing.
const PAGES = process.env.BENCH_PAGES === 'none' ? [] : process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES
const INTERACTIONS = process.env.BENCH_INP !== '0'
const NARROWED = Boolean(process.env.BENCH_PAGES || process.env.BENCH_UI || process.env.BENCH_INTERACTIONS || !INTERACTIONS)
const FLAVOURS = [
  { ui: 'preact', dir: 'static/www', port: await freePort() },
  { ui: 'react', dir: 'static/www-react', port: await freePort() },
].filter((flavour) => !process.env.BENCH_UI || flavour.ui === process.env.BENCH_UI)

for (const { ui } of FLAVOURS) spawnSync('node', ['build.mjs', `--ui=${ui}`], { stdio: 'inherit' })

function startShop({ dir, port }) {
  // One process (no npx or tsx wrapper in between), so stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/server.ts'], {
    env: { ...process.env, SHOP_PORT: String(port), SHOP_STATIC_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Shop running') && resolve(child))
    child.on('exit', (code) => reject(new Error(`fixture shop exited with ${code}`)))
  })
}

/** +12 after DOMContentLoaded, -3 before it (the head ran the island, the loader mounted it at once). */
const signed = (ms) => (ms < 0 ? `${ms}` : `+${ms}`)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Every eager island of the page mounted (or failed). */
async function islandsReady(page) {
  await page.waitForFunction(
    () => {
      const eager = [...document.querySelectorAll('[data-widget]')].filter((el) => (el.getAttribute('data-load') ?? 'eager') === 'eager')
      return eager.every((el) => ['mounted', 'error'].includes(el.getAttribute('data-widget-state') ?? ''))
    },
    null,
    { timeout: 30_000 },
  )
}

async function measure(browser, url, throttle) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const bytes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } }
  // Layout shifts the shopper did not cause (as CLS counts them), summed.
  await page.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const pending = new Map()
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const kind = /\.css(\?|$)/.test(response.url) ? 'css' : /\.js(\?|$)/.test(response.url) ? 'js' : null
    if (kind && response.url.includes('/static/www/')) pending.set(requestId, kind)
  })
  // Body bytes as they came over the wire (gzip), without headers.
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const kind = pending.get(requestId)
    if (kind) bytes[kind].gzip += encodedDataLength
  })
  cdp.on('Network.loadingFinished', async ({ requestId }) => {
    const kind = pending.get(requestId)
    if (!kind) return
    pending.delete(requestId)
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId })
      bytes[kind].raw += base64Encoded ? Buffer.from(body, 'base64').length : Buffer.byteLength(body)
    } catch {}
  })
  await page.goto(url)
  await islandsReady(page)
  await page.waitForLoadState('networkidle')
  const timing = await page.evaluate(() => {
    const eager = new Set(
      [...document.querySelectorAll('[data-widget]')]
        .filter((el) => (el.getAttribute('data-load') ?? 'eager') === 'eager')
        .map((el) => `shop-widget:${el.getAttribute('data-widget')}`),
    )
    // The mounts of the eager islands only: idle and visible ones wait on purpose.
    const marks = performance.getEntriesByType('mark').filter((mark) => eager.has(mark.name))
    const nav = performance.getEntriesByType('navigation')[0]
    return { mounted: Math.max(0, ...marks.map((mark) => mark.startTime)), dcl: nav.domContentLoadedEventEnd, cls: window.__cls }
  })
  await context.close()
  return { ...timing, bytes }
}

/**
 * The machine's speed, so figures from two machines can be compared: a fixed task in a
 * blank page of the same browser, without throttling, median of 5. Parsing, rendering and
 * sorting a product listing's worth of JSON, as an island's first render does: lower is faster.
 */
async function referenceTask(browser) {
  const page = await browser.newPage()
  const times = []
  for (let i = 0; i < 5; i++) {
    times.push(
      await page.evaluate(() => {
        const start = performance.now()
        const items = Array.from({ length: 20_000 }, (_, n) => ({
          id: n,
          name: `Sukienka ${n}`,
          price: (n * 7919) % 1000,
          sizes: ['S', 'M', 'L'],
        }))
        const parsed = JSON.parse(JSON.stringify(items))
        parsed.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))
        const list = document.createElement('ul')
        for (const item of parsed.slice(0, 2000))
          list.append(Object.assign(document.createElement('li'), { textContent: `${item.name} ${item.price} zł` }))
        document.body.replaceChildren(list)
        void document.body.offsetHeight
        return performance.now() - start
      }),
    )
  }
  await page.close()
  return Math.round(median(times))
}

const results = { date: new Date().toISOString(), runs: RUNS, pages: {}, interactions: {} }
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
try {
  results.referenceTaskMs = await referenceTask(browser)
  console.log(
    `machine: the reference task took ${results.referenceTaskMs} ms at 1x CPU (median of 5; lower is faster; compare figures only with it)`,
  )
  console.log(`each figure below: the median of ${RUNS} runs (BENCH_RUNS) at each CPU rate`)
  for (const flavour of FLAVOURS) {
    const shop = await startShop(flavour)
    try {
      for (const path of PAGES) {
        const url = `http://127.0.0.1:${flavour.port}${path}`
        const row = {}
        for (const throttle of [1, 4]) {
          const runs = []
          for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url, throttle))
          row[`cpu${throttle}x`] = {
            mountedMs: Math.round(median(runs.map((run) => run.mounted))),
            domContentLoadedMs: Math.round(median(runs.map((run) => run.dcl))),
            afterDomContentLoadedMs: Math.round(median(runs.map((run) => run.mounted - run.dcl))),
          }
          row.cls = Math.max(row.cls ?? 0, ...runs.map((run) => Math.round(run.cls * 1000) / 1000))
          row.bytes = runs[0].bytes
        }
        results.pages[`${flavour.ui} ${path}`] = row
        const b = row.bytes
        // The page's first-visit budget (test/budgets.ts), held by test/e2e/first-visit-bytes.spec.ts.
        const budget = flavour.ui === 'preact' ? firstVisitBudgets.find((page) => page.path === path)?.js : undefined
        row.budget = budget
        console.log(
          `${flavour.ui.padEnd(6)} ${path.padEnd(36)} js ${String(b.js.raw).padStart(7)} / ${String(b.js.gzip).padStart(6)} gz   css ${String(b.css.raw).padStart(6)} / ${String(b.css.gzip).padStart(5)} gz   mounted ${String(row.cpu1x.mountedMs).padStart(4)} ms (DCL ${signed(row.cpu1x.afterDomContentLoadedMs)})   4x CPU ${String(row.cpu4x.mountedMs).padStart(4)} ms (DCL ${signed(row.cpu4x.afterDomContentLoadedMs)})   CLS ${row.cls}${budget ? `   js budget ${budget} gz${b.js.gzip > budget ? ' ✘' : ''}` : ''}`,
        )
      }
      if (INTERACTIONS) {
        const rows = await measureInteractions(browser, `http://127.0.0.1:${flavour.port}`, { runs: RUNS, ui: flavour.ui, islandsReady })
        for (const [name, row] of Object.entries(rows)) results.interactions[`${flavour.ui} ${name}`] = row
      }
    } finally {
      shop.kill('SIGTERM')
    }
  }
  // Again at the end: a machine that got busier (or quieter) meanwhile shows here.
  results.referenceTaskAtEndMs = await referenceTask(browser)
  console.log(`machine at the end: the reference task took ${results.referenceTaskAtEndMs} ms`)
} finally {
  await browser.close()
}
if (NARROWED) console.log('a narrowed run: bench/results.json is left as it was')
else {
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('written to bench/results.json')
}
