import { gunzipSync } from 'node:zlib'
import type { Page, Route } from '@playwright/test'
import { expect, islandsMounted, test } from './shop'

// Integrity of chunks (docs/security.md): the page head carries each file's sha384
// (backend/head-tags.mjs, from build/integrity.mjs) on its tags and, for what the islands load with
// import(), in an import map. A chunk whose bytes differ from the build's is refused: its island
// keeps the server's fallback, the console names the file, and every other island works.

/**
 * Answers with the real file but one byte changed (a newline added at its end): still valid
 * JavaScript that runs as before, so only the integrity check can tell it from the build's.
 */
async function oneByteChanged(route: Route): Promise<void> {
  // The loader's HEAD check after a failure (shared/runtime/failure.ts) asks whether the file is there.
  if (route.request().method() !== 'GET') return route.continue()
  // Whole, not "not modified": the retry asks again for the file the browser has just been sent.
  const { 'if-none-match': _etag, 'if-modified-since': _since, ...asked } = route.request().headers()
  const response = await route.fetch({ headers: asked })
  let body = await response.body()
  // The fixture shop sends its precompressed copy (build.mjs precompress).
  if (body[0] === 0x1f && body[1] === 0x8b) body = gunzipSync(body)
  // One byte more at the end: a newline, so the file runs as before.
  body = Buffer.concat([body, Buffer.from('\n')])
  const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
  await route.fulfill({ status: response.status(), headers, body })
}

const ours = (errors: string[]) => errors.filter((text) => text.startsWith('[shop-widgets]'))
const picker = (page: Page) => page.locator('header [data-widget="language-picker"]')

test('a chunk loaded by import() with a changed byte: its island keeps the fallback, named in the console; the others work', async ({
  page,
  consoleLog,
}) => {
  // The language picker loads on interaction: its entry (and the retry's address) only through import().
  await page.route(/\/static\/www\/language-picker-[A-Z0-9]+\.js(\?retry)?$/, oneByteChanged)
  await page.goto('/o-nas?seed=basket')
  await islandsMounted(page, ['mini-basket', 'notifications'])
  const map = await page.locator('script[type="importmap"]').textContent()
  expect(map).toMatch(/"\/static\/www\/language-picker-[A-Z0-9]+\.js":"sha384-[A-Za-z0-9+/]{64}"/)

  await picker(page).locator('.sw-lp__trigger').hover()
  await expect(picker(page)).toHaveAttribute('data-widget-state', 'error')
  // The server's fallback still works: its trigger opens the list of the other languages.
  await picker(page).locator('.sw-lp__trigger').click()
  await expect(picker(page).getByRole('link', { name: 'English' })).toBeVisible()
  await expect
    .poll(() => ours(consoleLog.errors))
    .toEqual([
      expect.stringMatching(
        /^\[shop-widgets\] language-picker: Loading chunk language-picker failed\. \(error: http:\/\/127\.0\.0\.1:\d+\/static\/www\/language-picker-[A-Z0-9]+\.js\)$/,
      ),
    ])
  // Chromium's own words name the file and the digest it computed.
  expect(consoleLog.errors.join('\n')).toMatch(
    /language-picker-[A-Z0-9]+\.js[\s\S]*integrity|integrity[\s\S]*language-picker-[A-Z0-9]+\.js/,
  )

  // The other islands work: the mini basket opens with the basket's two lines.
  const basket = page.locator('header [data-widget="mini-basket"]')
  await expect(basket).toHaveAttribute('data-widget-state', 'mounted')
  await basket.getByRole('button', { name: /Koszyk/ }).click()
  await expect(basket.getByText('Koszula oxford slim')).toBeVisible()
})

test('the same changed byte without the import map runs: the map is what refuses it (engines without map integrity)', async ({
  page,
  consoleLog,
}) => {
  await page.route(/\/static\/www\/language-picker-[A-Z0-9]+\.js(\?retry)?$/, oneByteChanged)
  // The page as an engine that ignores the map's integrity sees it.
  await page.route('**/o-nas', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/<script type="importmap"[^>]*>[^<]*<\/script>\n?/, '')
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
    await route.fulfill({ status: response.status(), headers, body: html })
  })
  await page.goto('/o-nas')
  await expect(page.locator('script[type="importmap"]')).toHaveCount(0)
  await picker(page).locator('.sw-lp__trigger').hover()
  await expect(picker(page)).toHaveAttribute('data-widget-state', 'mounted')
  expect(ours(consoleLog.errors)).toEqual([])
})

test("an eager island's entry with a changed byte: the script tag's integrity refuses it; the others work", async ({
  page,
  consoleLog,
}) => {
  await page.route(/\/static\/www\/mini-basket-[A-Z0-9]+\.js(\?retry)?$/, oneByteChanged)
  await page.goto('/o-nas?seed=basket')
  const basket = page.locator('header [data-widget="mini-basket"]')
  await expect(basket).toHaveAttribute('data-widget-state', 'error')
  // The server's mini basket: a link to the basket with the count it knows.
  await expect(basket.getByRole('link', { name: /Koszyk/ })).toContainText('2')
  await islandsMounted(page, ['notifications'])
  await picker(page).locator('.sw-lp__trigger').hover()
  await expect(picker(page)).toHaveAttribute('data-widget-state', 'mounted')
  await expect
    .poll(() => ours(consoleLog.errors))
    .toEqual([
      expect.stringMatching(
        /^\[shop-widgets\] mini-basket: Loading chunk mini-basket failed\. \(error: http:\/\/127\.0\.0\.1:\d+\/static\/www\/mini-basket-[A-Z0-9]+\.js\)$/,
      ),
    ])
})
