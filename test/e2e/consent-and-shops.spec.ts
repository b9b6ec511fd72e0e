import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test } from './shop'

const banner = (page: Page) => page.getByRole('region', { name: 'Szanujemy Twoją prywatność' })
const choice = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true })
/** The settings disclosure (a <summary>: a button to the shopper). */
const settings = (page: Page) => banner(page).locator('summary', { hasText: 'Ustawienia' })
const miniCount = (page: Page) => page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.map((e) => e.event) ?? [])

async function savedChoice(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent')
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null
}

/** A product added with a legacy tile button while the banner still waits for the shopper. */
async function addWhileUndecided(page: Page): Promise<void> {
  await page.goto('/c/sukienki')
  await islandsMounted(page, ['mini-basket'])
  await expect(banner(page)).toBeVisible()
  await page.locator('.legacy-add').first().click()
  await expect(miniCount(page)).toContainText('1')
  expect(await events(page)).not.toContain('addToCart')
}

test.describe('cookie consent (SPEC 1)', () => {
  test.use({ undecidedConsent: true })

  test('accepting all sends the addToCart event that waited, and the banner goes', async ({ page }) => {
    await addWhileUndecided(page)
    await choice(page, 'Akceptuję wszystkie').click()
    await expect(banner(page)).toHaveCount(0)
    expect(await events(page)).toContain('addToCart')
    expect(await savedChoice(page)).toMatchObject({ necessary: true, analytics: true, marketing: true })
  })

  test('only necessary: no analytics event reaches the data layer, the cookie says so, the banner stays gone', async ({ page }) => {
    await addWhileUndecided(page)
    await choice(page, 'Tylko niezbędne').click()
    await expect(banner(page)).toHaveCount(0)
    const saved = (await savedChoice(page)) as { analytics: boolean; marketing: boolean; date: string }
    expect(saved).toMatchObject({ necessary: true, analytics: false, marketing: false })
    expect(new Date(saved.date).toISOString()).toBe(saved.date)
    // A later add is not sent either.
    await page.locator('.legacy-add').nth(1).click()
    await expect(miniCount(page)).toContainText('2')
    expect(await events(page)).toEqual([])
    await page.reload()
    await islandsMounted(page, ['mini-basket'])
    await expect(banner(page)).toHaveCount(0)
    expect(await events(page)).toEqual([])
  })

  test('the banner is first in the page and takes no focus; the keyboard reaches it first and saves a choice', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['mini-basket'])
    await expect(banner(page)).toBeVisible()
    // Over the page's bottom, at most 40 % of the screen; the page is not pushed down.
    const box = await banner(page).evaluate((element) => {
      const rect = element.getBoundingClientRect()
      return { bottom: rect.bottom, height: rect.height, viewport: window.innerHeight }
    })
    expect(box.bottom).toBe(box.viewport)
    expect(box.height).toBeLessThanOrEqual(box.viewport * 0.4)
    expect(await page.locator('header.site-header').evaluate((element) => element.getBoundingClientRect().top)).toBe(0)
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    // Its code loads only when the shopper reaches for it.
    await expect(page.locator('[data-widget="cookie-consent"]')).not.toHaveAttribute('data-widget-state', /./)
    await page.keyboard.press('Tab')
    await expect(choice(page, 'Akceptuję wszystkie')).toBeFocused()
    await islandsMounted(page, ['cookie-consent'])
    await expect(choice(page, 'Akceptuję wszystkie')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(choice(page, 'Tylko niezbędne')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(settings(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page).locator('details')).toHaveAttribute('open', '')
    await expect(banner(page).getByRole('checkbox', { name: 'Niezbędne' })).toBeDisabled()
    await page.keyboard.press('Tab') // the disabled "necessary" box is skipped
    await expect(banner(page).getByRole('checkbox', { name: 'Analityczne' })).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('checkbox', { name: 'Marketingowe' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(choice(page, 'Zapisz wybór')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toHaveCount(0)
    expect(await savedChoice(page)).toMatchObject({ necessary: true, analytics: true, marketing: false })
    expect(page.url()).toMatch(/\/o-nas$/)
  })

  test('a click on the server banner before its code is there is not lost: one click decides', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['mini-basket'])
    const loaded = page.waitForRequest(/\/static\/www\/cookie-consent-[A-Z0-9]+\.js$/)
    await choice(page, 'Tylko niezbędne').click()
    await loaded
    await expect(banner(page)).toHaveCount(0)
    expect(await savedChoice(page)).toMatchObject({ analytics: false, marketing: false })
    // Decided in place: no reload, so the page's islands were not mounted again.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
    expect(page.url()).toMatch(/\/o-nas$/)
  })

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`at ${width}x${height}, opening the settings moves none of the banner's buttons`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/o-nas')
      await expect(banner(page)).toBeVisible()
      const boxes = () =>
        Promise.all(
          [choice(page, 'Akceptuję wszystkie'), choice(page, 'Tylko niezbędne'), settings(page)].map((button) => button.boundingBox()),
        )
      const before = await boxes()
      await settings(page).click()
      await expect(banner(page).getByRole('checkbox', { name: 'Marketingowe' })).toBeAttached()
      expect(await boxes()).toEqual(before)
    })
  }

  test('axe finds no violations with the banner open, nor with its settings open', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['mini-basket'])
    await expect(banner(page)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await settings(page).click()
    await expect(banner(page).getByRole('checkbox', { name: 'Marketingowe' })).toBeVisible()
    await islandsMounted(page, ['cookie-consent'])
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('stationary shops', () => {
  test('filtering by city while typing ignores case and diacritics, and says when nothing is found', async ({ page }) => {
    await page.goto('/sklepy')
    await islandsMounted(page, ['stationary-shops'])
    const shops = page.locator('#shops')
    const field = shops.getByRole('searchbox', { name: 'Szukaj po mieście' })
    const names = shops.getByRole('heading', { level: 2 })
    const status = shops.getByRole('status')
    const all = await names.count()
    expect(all).toBeGreaterThan(2)
    await expect(status).toHaveText(`Sklepy: ${all}`)

    await field.pressSequentially('lodz')
    await expect(names).toHaveText(['Szafa Łódź Piotrkowska'])
    await expect(status).toHaveText('Sklepy: 1')
    const lodz = shops.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Szafa Łódź Piotrkowska' }) })
    await expect(lodz).toContainText('ul. Piotrkowska 112')
    await expect(lodz).toContainText('90-006 Łódź')
    await expect(lodz.getByRole('link', { name: '+48 42 630 11 03' })).toHaveAttribute('href', 'tel:+48426301103')
    await expect(lodz.getByRole('definition').getByRole('listitem').first()).toBeVisible()

    await field.fill('')
    await field.pressSequentially('zielona')
    await expect(names).toHaveText(['Szafa Zielona Góra Focus'])

    await field.fill('xyz')
    await expect(names).toHaveCount(0)
    await expect(status).toHaveText('Nie mamy sklepu w mieście „xyz”.')

    await field.fill('')
    await expect(names).toHaveCount(all)
  })
})

test.describe('the banner and the checkout together', () => {
  test.use({ undecidedConsent: true })
  test("the checkout's docked buttons are clickable while the banner waits above them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/basket?seed=full')
    await islandsMounted(page, ['checkout'])
    await expect(page.getByRole('region', { name: 'Szanujemy Twoją prywatność' })).toBeVisible()
    const bar = page.locator('#checkout .sw-co__buttons')
    await expect(bar).toHaveAttribute('data-fixed', 'true')
    // A real click: it fails if anything lies over the button.
    await bar.getByRole('link', { name: 'Wróć do zakupów' }).click({ trial: true })
    // And the banner's own buttons too: it sits on the docked bar, not under it.
    await page
      .getByRole('region', { name: 'Szanujemy Twoją prywatność' })
      .getByRole('button', { name: 'Tylko niezbędne' })
      .click({ trial: true })
  })

  test("offline on a phone, the connection alert covers neither the banner's buttons nor the docked ones", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/basket?seed=full')
    await islandsMounted(page, ['checkout', 'connection-alert'])
    await context.setOffline(true)
    await expect(page.locator('[data-widget="connection-alert"]').getByRole('alert')).toBeVisible()
    // Real clicks, tried: each fails if anything lies over its target.
    const tried = { trial: true, timeout: 5000 }
    for (const name of ['Akceptuję wszystkie', 'Tylko niezbędne']) await choice(page, name).click(tried)
    await settings(page).click(tried)
    await page.locator('#checkout .sw-co__buttons').getByRole('link', { name: 'Wróć do zakupów' }).click(tried)
  })
})

test("offline on a phone, with the cookies decided, the connection alert sits above the checkout's docked buttons", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/basket?seed=full')
  await islandsMounted(page, ['checkout', 'connection-alert'])
  const bar = page.locator('#checkout .sw-co__buttons')
  await expect(bar).toHaveAttribute('data-fixed', 'true')
  await context.setOffline(true)
  await expect(page.locator('[data-widget="connection-alert"]').getByRole('alert')).toBeVisible()
  const tried = { trial: true, timeout: 5000 }
  await bar.getByRole('link', { name: 'Wróć do zakupów' }).click(tried)
  await bar.getByRole('link', { name: 'Dalej' }).click(tried)
})

test.describe('without scripts', () => {
  test.use({ undecidedConsent: true, javaScriptEnabled: false })
  test('the banner is a form: a choice posts, sets the cookie and comes back to the same page without the banner', async ({ page }) => {
    await page.goto('/c/sukienki')
    await banner(page).locator('summary').click()
    await banner(page).getByRole('checkbox', { name: 'Marketingowe' }).check()
    await choice(page, 'Zapisz wybór').click()
    await expect(page).toHaveURL(/\/c\/sukienki$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    expect(await savedChoice(page)).toMatchObject({ necessary: true, analytics: false, marketing: true })
  })
})
