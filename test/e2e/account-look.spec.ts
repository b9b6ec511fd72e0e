import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test } from './shop'

/**
 * The page's layout shifts not caused by the shopper's input, each with what moved (its tag and
 * class, where from and to), from the next page load on: a failure says what to fix. Shifts of
 * the site header alone are left to the header's own test: the demo header is the fixture's, and
 * its logged-in search box narrowing as the header's islands mount is not the account's doing.
 */
async function watchShifts(page: Page): Promise<() => Promise<{ sum: number; moved: string[] }>> {
  await page.addInitScript(() => {
    const shop = window as unknown as { shifts: { value: number; moved: string[] }[] }
    shop.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }[]) {
        if (entry.hadRecentInput) continue
        const inHeader = (node?: Node) => (node instanceof Element ? node : node?.parentElement)?.closest('header') != null
        if (entry.sources.length > 0 && entry.sources.every((source) => inHeader(source.node))) continue
        const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement
          return `${element?.tagName.toLowerCase()}.${element?.className} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`
        })
        shop.shifts.push({ value: entry.value, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(() => {
      const { shifts } = window as unknown as { shifts: { value: number; moved: string[] }[] }
      return { sum: shifts.reduce((sum, each) => sum + each.value, 0), moved: shifts.flatMap((each) => each.moved) }
    })
}

// The account's screens as a shopper sees them, on a phone (390x844) and a laptop (1280x800):
// each is photographed (the pictures are attached to the report, to be looked at), axe finds
// nothing on it, and nothing moves while it loads or while it is scrolled to its end.

const screens: { name: string; path: string; island: string; ready: string }[] = [
  { name: 'orders', path: '/myAccount/orders?login=customer#1001', island: 'account', ready: '#sw-acc-order-1001' },
  { name: 'orders-page-2', path: '/myAccount/orders/2?login=customer', island: 'account', ready: '.sw-page-links' },
  { name: 'returns', path: '/myAccount/returns?login=customer', island: 'account', ready: '.sw-rt__return' },
  { name: 'personal-data', path: '/myAccount/personalData?login=customer', island: 'account', ready: '.sw-acc-downloads li' },
  { name: 'addresses', path: '/myAccount/address?login=customer', island: 'account', ready: '.sw-acc-address' },
  { name: 'bok', path: '/myAccount/bok?login=customer', island: 'account', ready: '.sw-acc-threads li' },
  { name: 'loyalty', path: '/myAccount/loyaltyProgram?login=customer', island: 'account', ready: '.sw-acc-loyalty' },
  { name: 'vouchers', path: '/vouchers?login=customer', island: 'vouchers', ready: 'form' },
]

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })
    for (const each of screens) {
      test(`${each.name}: photographed, axe finds nothing, nothing moves on load or while scrolling`, async ({ page }, testInfo) => {
        const shifts = await watchShifts(page)
        await page.goto(each.path)
        await islandsMounted(page, [each.island])
        await expect(page.locator(`[data-widget="${each.island}"] ${each.ready}, #account-server ${each.ready}`).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        // Down to the end in screenfuls, as a shopper scrolls, then back to the top.
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y < height; y += viewport.height * 0.8) {
          await page.mouse.wheel(0, viewport.height * 0.8)
          await page.waitForTimeout(60)
        }
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.waitForTimeout(100)
        const { sum, moved } = await shifts()
        // CLS as it is written, to three decimals: 0.000. (One run in about thirty moved one order row
        // of /myAccount/orders/2 by 10 px at 1280, CLS 0.00009, cause not found yet.)
        expect(sum, moved.join('\n')).toBeLessThan(0.0005)
        const path = testInfo.outputPath(`${each.name}-${viewport.width}.png`)
        await page.screenshot({ path, fullPage: true })
        await testInfo.attach(`${each.name} at ${viewport.width}`, { path, contentType: 'image/png' })
        expect(await axeViolations(page)).toEqual([])
        // No sideways scrolling of the page on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      })
    }
  })
}
