import type { Page } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './browser'
import { expect, islandsMounted, test } from './shop'

// Back and Forward as a shopper's browser does them: from the back-forward cache, the page whole,
// its islands as they were. Playwright launches Chromium with that cache off (it would hide
// requests from its network interception); these tests turn it back on.
test.use({
  launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
})

/** Records every pageshow (persisted: restored from the back-forward cache) for the page's whole life. */
async function watchShows(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shows: boolean[] = []
    ;(window as unknown as { shows: boolean[] }).shows = shows
    addEventListener('pageshow', (event) => shows.push(event.persisted))
  })
  // Why Chromium did not keep the page, when it did not: named in the failure.
  const reasons: string[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    for (const reason of event.notRestoredExplanations) reasons.push(`${reason.type}: ${reason.reason}`)
  })
  return async () => reasons
}

/** Back, without waiting for a load that a page restored from the cache never fires. */
async function back(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' })
}

/** The page came back from the back-forward cache: the same document, shown a second time. */
async function restored(page: Page, reasons: () => Promise<string[]>): Promise<void> {
  await expect
    .poll(async () => ({ shows: await page.evaluate(() => (window as unknown as { shows?: boolean[] }).shows), reasons: await reasons() }))
    .toEqual({ shows: [false, true], reasons: [] })
}

const kinds = [
  ['the home page', '/?seed=basket', ['mini-basket', 'notifications']],
  ['a text page', '/o-nas', ['mini-basket', 'notifications']],
  ['a category', '/c/sukienki', ['listing']],
  // The product island's eager part (the gallery's waits for the shopper).
  ['a product', '/p/sukienka-w-grochy', ['mini-basket', 'cupboard-button']],
  ['the basket', '/basket?seed=basket', ['checkout']],
  ['the account orders', '/myAccount/orders?login=customer', ['account']],
  ['the vouchers', '/vouchers', ['vouchers']],
  ['search', '/search?phrase=sukienka', ['listing']],
] as const

for (const [kind, path, islands] of kinds) {
  test(`${kind} comes back from the back-forward cache with its islands mounted`, async ({ page, consoleLog }) => {
    const reasons = await watchShows(page)
    await page.goto(path)
    await islandsMounted(page, [...islands])
    await page.waitForLoadState('networkidle')
    await page.goto('/regulamin')
    await islandsMounted(page, ['mini-basket'])
    const before = consoleLog.errors.length
    await back(page)
    await restored(page, reasons)
    await islandsMounted(page, [...islands])
    // Nothing goes wrong on the way back. The fixture shop has no back photo of the product
    // (/images/100/products/37-back.svg is 404, on every visit): no concern of this test.
    expect(consoleLog.errors.slice(before).filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
  })
}

test('an island restored from the cache shows the basket as it is now, changed elsewhere meanwhile', async ({ page }) => {
  const reasons = await watchShows(page)
  await page.goto('/o-nas?seed=basket')
  await islandsMounted(page, ['mini-basket'])
  const count = page.locator('[data-widget="mini-basket"] .sw-mb__count')
  await expect(count).toHaveText('2')
  await page.waitForLoadState('networkidle')
  await page.goto('/regulamin')
  await islandsMounted(page, ['mini-basket'])
  // Another device adds a hat (one size) to the same basket: no tab of this browser hears of it.
  const token = /"csrfToken":"([^"]*)"/.exec(await page.content())?.[1] ?? ''
  const added = await page.request.post('/ajax/basket/add', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token },
    form: { id: '36' },
  })
  expect(added.ok()).toBe(true)
  await back(page)
  await restored(page, reasons)
  await expect(count).toHaveText('3')
})
