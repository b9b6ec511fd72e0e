import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test } from './shop'

// The server's trigger (a <summary>) until the island loads on interaction, then the island's button.
const headerTrigger = (page: Page) => page.locator('header [data-widget="language-picker"] .sw-lp__trigger')
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Język, kraj dostawy i waluta' })

async function openFromHeader(page: Page) {
  await headerTrigger(page).click()
  await expect(dialog(page).getByLabel('Język')).toBeVisible()
}

test.describe('language picker (SPEC 2 Language modal, 4, 5)', () => {
  test('the header trigger shows the language flag and the currency, from the server and from the island alike', async ({ page }) => {
    await page.goto('/o-nas')
    const host = page.locator('header [data-widget="language-picker"]')
    // Loaded on interaction: the server's trigger is what the shopper sees first.
    await expect(host).not.toHaveAttribute('data-widget-state', /./)
    const before = await headerTrigger(page).boundingBox()
    await expect(headerTrigger(page)).toHaveText('Zmień język, kraj dostawy i walutę: PLPolski· zł')
    await headerTrigger(page).hover()
    await expect(host).toHaveAttribute('data-widget-state', 'mounted')
    await expect(headerTrigger(page)).toHaveText('Zmień język, kraj dostawy i walutę: PLPolski· zł')
    expect(await headerTrigger(page).boundingBox()).toEqual(before)
  })

  test('a new language off the basket reloads the same page in it, and writes the cookie for a year', async ({ page, context }) => {
    await page.goto('/o-nas')
    await openFromHeader(page)
    await dialog(page).getByLabel('Język').selectOption('en')
    // en has several countries: country and currency wait for the shopper.
    await expect(dialog(page).getByLabel('Kraj dostawy')).toHaveValue('')
    await expect(dialog(page).getByLabel('Waluta')).toBeDisabled()
    await dialog(page).getByLabel('Kraj dostawy').selectOption({ label: 'United Kingdom' })
    // One currency there: picked.
    await expect(dialog(page).getByLabel('Waluta')).toHaveValue('GBP')
    await dialog(page).getByRole('button', { name: 'Zapisz' }).click()
    await page.waitForURL('**/en/o-nas')
    await expect(headerTrigger(page)).toContainText('GB')
    await expect(headerTrigger(page)).toContainText('£')
    const cookie = (await context.cookies()).find((c) => c.name === 'language_modal')
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ language: 'en', deliveryCountryId: 4, currency: 'GBP' })
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
  })

  test('a missing choice shows the error and saves nothing; a change clears it', async ({ page }) => {
    await page.goto('/o-nas')
    await openFromHeader(page)
    await dialog(page).getByLabel('Język').selectOption('en')
    await dialog(page).getByRole('button', { name: 'Zapisz' }).click()
    await expect(dialog(page).getByRole('alert')).toHaveText('Wybierz język, kraj dostawy i walutę.')
    expect(page.url()).toMatch(/\/o-nas$/)
    await dialog(page).getByLabel('Kraj dostawy').selectOption({ label: 'Ireland' })
    await expect(dialog(page).getByRole('alert')).toHaveCount(0)
  })

  test('auto-picks: a language with one country and currency fills both', async ({ page }) => {
    await page.goto('/o-nas')
    await openFromHeader(page)
    await dialog(page).getByLabel('Język').selectOption('cs')
    await expect(dialog(page).getByLabel('Kraj dostawy')).toHaveValue('2')
    await expect(dialog(page).getByLabel('Waluta')).toHaveValue('CZK')
  })

  test('on the basket, only the currency changes: no reload, prices re-rendered, country set on the server', async ({ page }) => {
    await page.goto('/basket?seed=basket')
    await islandsMounted(page, ['checkout', 'mini-basket'])
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    // The server's trigger until the island loads on interaction, then the island's button.
    const basketTrigger = page.locator('#basket-language .sw-lp__trigger')
    await expect(basketTrigger).toContainText('Polska')
    await basketTrigger.click()
    await dialog(page).getByLabel('Waluta').selectOption('EUR')
    await dialog(page).getByRole('button', { name: 'Zapisz' }).click()
    await expect(dialog(page)).toHaveCount(0)
    // Focus comes back to the trigger that opened the modal.
    await expect(basketTrigger).toBeFocused()
    await expect(page.locator('#checkout .sw-co__to-pay dd')).toContainText('€')
    await expect(page.locator('header [data-widget="mini-basket"]').getByRole('button')).toContainText('€')
    // The header's trigger, still the server's markup until now, follows too.
    await expect(headerTrigger(page)).toContainText('· €')
    await expect(headerTrigger(page)).not.toContainText('zł')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    const basket = await (await page.request.get('/__fixture/basket')).json()
    expect(basket.countries.selected).toBe(1)
  })

  test('on the basket, a new language reloads to the basket in it', async ({ page }) => {
    await page.goto('/basket/delivery?seed=basket&login=customer')
    await page.locator('#basket-language .sw-lp__trigger').click()
    await dialog(page).getByLabel('Język').selectOption('cs')
    await dialog(page).getByRole('button', { name: 'Zapisz' }).click()
    await page.waitForURL(/\/cs\/basket$/)
  })

  test('opening the modal moves nothing: its loading state has the form’s box', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['mini-basket'])
    // The choices answer comes late, as on a slow phone: the form then replaces the spinner more
    // than 500 ms after the press, where the browser no longer excuses a shift as the shopper's own.
    let answered = () => {}
    const late = new Promise<void>((resolve) => {
      answered = resolve
    })
    await page.route('**/ajax/language-choice*', async (route) => {
      await late
      await route.continue()
    })
    // Every layout shift from here on, excused or not, with the nodes that moved.
    await page.evaluate(() => {
      const seen = { sum: 0, moved: [] as string[] }
      ;(window as unknown as { shifts: typeof seen }).shifts = seen
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          seen.sum += entry.value
          for (const source of entry.sources) seen.moved.push((source.node as Element | undefined)?.className?.toString() ?? '(gone)')
        }
      }).observe({ type: 'layout-shift' })
    })
    await headerTrigger(page).click()
    await expect(dialog(page).getByRole('status')).toHaveText('Ładowanie…')
    await page.waitForTimeout(600)
    answered()
    await expect(dialog(page).getByLabel('Język')).toBeVisible()
    // Two frames: a shift is reported in the frame that draws it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown }).shifts)).toEqual({ sum: 0, moved: [] })
  })

  test('keyboard: a labelled dialog, Esc closes it and focus returns; no axe violations', async ({ page }) => {
    await page.goto('/o-nas')
    await headerTrigger(page).focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page).getByLabel('Język')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(headerTrigger(page)).toBeFocused()
  })
})
