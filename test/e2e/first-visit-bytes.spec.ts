import { firstVisitBudgets } from '../budgets'
import { countScriptBytes, expect, test } from './shop'

// What a shopper's phone downloads on a first visit before touching anything, idle loads included
// (test/budgets.ts firstVisitBudgets): every script until the network is quiet, as the bench counts.
for (const { page: name, path, js } of firstVisitBudgets) {
  test(`${name} downloads at most its budget of JS gzip before the shopper touches anything`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    const scriptBytes = countScriptBytes(page)
    await page.goto(path)
    // Every eager island mounted, and every idle one loaded (their time-out is 2 s), the network quiet.
    await expect(
      page.locator('[data-widget]:not([data-load="interaction"]):not([data-load="visible"]):not([data-widget-state])'),
    ).toHaveCount(0)
    await expect(page.locator('[data-widget-state="loading"]')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    const bytes = await scriptBytes()
    expect(bytes).toBeGreaterThan(10 * 1024)
    console.log(`${name}: ${bytes} B`)
    expect(bytes).toBeLessThanOrEqual(js)
  })
}
