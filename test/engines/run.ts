// The cross-engine suite: the shopper's flows (flows.ts) in Firefox and WebKit on the
// preact build, and in Chromium on the React build. One fixture shop per engine, flows one after
// another. `npx tsx test/engines/run.ts [firefox] [webkit] [chromium-react]` (all three by default).
// Writes .cache/reports/engines.json; exits 1 when a flow failed or an engine could not start.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../e2e/browser'
import type { Engine } from './driver'
import { flows } from './flows'
import { puppeteerEngine } from './puppeteer'
import { startShop } from './server'
import { Shopper } from './shopper'
import { webkitEngine } from './webdriver'

const consent = {
  name: 'cookie_consent',
  value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false, date: new Date().toISOString() })),
}

const engines: Record<string, { staticDir: string; start(): Promise<Engine> }> = {
  firefox: {
    staticDir: 'static/www',
    start: () => puppeteerEngine({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' }),
  },
  webkit: { staticDir: 'static/www', start: webkitEngine },
  'chromium-react': {
    staticDir: 'static/www-react',
    start: () =>
      puppeteerEngine({ browser: 'chrome', executablePath: chromiumExecutable() ?? chromium.executablePath(), args: chromiumArgs }),
  },
}

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in engines))
if (unknown.length) {
  console.error(`unknown engine ${unknown.join(', ')}; one of ${Object.keys(engines).join(', ')}`)
  process.exit(2)
}
const chosen = asked.length ? asked : Object.keys(engines)
const only = process.env.ENGINES_FLOW

const report = {
  passed: 0,
  failed: 0,
  engines: {} as Record<string, { passed: number; failed: number; seconds: number; problems: string[] }>,
}
mkdirSync('.cache/engines', { recursive: true })

for (const name of chosen) {
  const { staticDir, start } = engines[name]!
  const started = Date.now()
  const result = { passed: 0, failed: 0, seconds: 0, problems: [] as string[] }
  report.engines[name] = result
  const names = Object.keys(flows).filter((flow) => !only || flow.includes(only))
  const fail = (problem: string) => {
    result.problems.push(problem)
    console.log(`  ✘ ${problem}`)
  }
  console.log(`\n${name} (${staticDir})`)
  if (!existsSync(`${staticDir}/manifest.json`)) {
    fail(`${name}: ${staticDir} is not built (npm run build${staticDir.endsWith('react') ? ' -- --ui=react' : ''})`)
    result.failed += names.length
  } else {
    const shop = await startShop(staticDir)
    let engine: Engine | undefined
    try {
      engine = await start()
    } catch (error) {
      // Nothing is skipped silently: every flow of an engine that cannot start counts as failed.
      fail(`${name}: the engine could not start, ${names.length} flows not run: ${(error as Error).message.split('\n')[0]}`)
      result.failed += names.length
    }
    for (const flow of engine ? names : []) {
      const flowStarted = Date.now()
      let shopper: Shopper | undefined
      try {
        shopper = new Shopper(await engine!.visitor(shop.origin, [consent]), shop.origin)
        await flows[flow]!(shopper)
        const errors = await shopper.errors()
        if (errors.length) throw new Error(`errors on the page: ${errors.join(' | ')}`)
        result.passed++
        console.log(`  ✔ ${flow} (${((Date.now() - flowStarted) / 1000).toFixed(1)} s)`)
      } catch (error) {
        result.failed++
        const shot = `.cache/engines/${name}-${flow.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`
        await shopper?.tab.screenshot(shot).catch(() => {})
        const where = await shopper?.path().catch(() => '?')
        // A driver's error may have no message (WebKit's ElementNotInteractableError): its name then.
        fail(`${name}: ${flow}: ${(error as Error).message.split('\n')[0] || (error as Error).name} (at ${where}; ${shot})`)
      }
    }
    await engine?.close().catch((error) => console.log(`  ${name}: closing the browser: ${error.message}`))
    await shop.stop()
  }
  result.seconds = Math.round((Date.now() - started) / 100) / 10
  report.passed += result.passed
  report.failed += result.failed
  console.log(`${name}: ${result.passed} passed, ${result.failed} failed in ${result.seconds} s`)
}

mkdirSync('.cache/reports', { recursive: true })
writeFileSync('.cache/reports/engines.json', `${JSON.stringify(report, null, 1)}\n`)
const problems = Object.values(report.engines).flatMap((engine) => engine.problems)
if (problems.length) console.log(`\n${problems.join('\n')}`)
console.log(`\nengines: ${report.passed} passed, ${report.failed} failed`)
process.exit(report.failed ? 1 : 0)
