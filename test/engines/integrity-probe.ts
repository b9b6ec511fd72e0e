// Which engines enforce the integrity the page head gives (docs/security.md "Integrity"),
// measured with the suite's own drivers: `npx tsx test/engines/integrity-probe.ts [firefox|webkit|chromium]`.
// A page with an import map of sha384s imports modules whose bytes differ from them, and prints
// what each engine did: the import map's integrity on import() and on a static import, a module
// script's `integrity`, a modulepreload link's `integrity`, the `?retry` address (not in the map),
// and whether a module that failed once is fetched again.
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../e2e/browser'
import { puppeteerEngine } from './puppeteer'
import { webkitEngine } from './webdriver'

const original = 'export const v = "original"\n'
const changed = 'export const v = "changed"\n'
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`
let failedOnceHits = 0

const page = `<!doctype html>
<script type="importmap">${JSON.stringify({ integrity: { '/import.js': sri(original), '/static.js': sri(original), '/good.js': sri(original) } })}</script>
<script type="module" src="/tag.js" integrity="${sri(original)}" onerror="window.tagRefused = true"></script>
<script type="module">
const result = {}
const run = async (name, url) => { try { result[name] = (await import(url)).v } catch (error) { result[name] = 'refused: ' + error.message } }
await run('import() of a changed file', '/import.js')
await run('import() of the same file with ?retry', '/import.js?retry')
await run('import() of a file that matches', '/good.js')
await run('a static import of a changed file', '/imports-static.js')
await run('a module that failed once, first', '/failed-once.js')
await run('a module that failed once, again', '/failed-once.js')
result['a module script with integrity'] = window.tagRefused ? 'refused' : 'ran'
result['a modulepreload link with integrity'] = await new Promise((resolve) => {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/preload.js', integrity: '${sri(original)}' })
  link.onload = () => resolve('loaded')
  link.onerror = () => resolve('refused')
  document.head.append(link)
})
window.result = result
</script>`

const server = createServer((request, response) => {
  const url = request.url ?? ''
  if (url === '/') {
    response.setHeader('Content-Type', 'text/html')
    return response.end(page)
  }
  response.setHeader('Content-Type', 'text/javascript')
  if (url === '/failed-once.js' && ++failedOnceHits === 1) {
    response.statusCode = 500
    return response.end()
  }
  if (url === '/imports-static.js') return response.end('export { v } from "/static.js"\n')
  if (url === '/good.js' || url === '/failed-once.js') return response.end(original)
  response.end(changed)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
const which = process.argv[2] ?? 'chromium'
const engine = await (which === 'firefox'
  ? puppeteerEngine({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' })
  : which === 'webkit'
    ? webkitEngine()
    : puppeteerEngine({ browser: 'chrome', executablePath: chromiumExecutable() ?? chromium.executablePath(), args: chromiumArgs }))
try {
  const tab = await engine.visitor(origin, [])
  await tab.goto(`${origin}/`)
  let result: Record<string, string> | null = null
  for (let tries = 0; !result && tries < 50; tries++) {
    result = await tab.run<Record<string, string> | null>('return window.result || null')
    if (!result) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  console.log(`${which}: ${await tab.run<string>('return navigator.userAgent')}`)
  for (const [what, outcome] of Object.entries(result ?? { 'no result': 'the page did not finish' })) console.log(`  ${what}: ${outcome}`)
  console.log(`  requests of the module that failed once: ${failedOnceHits}`)
} finally {
  await engine.close()
  server.close()
}
