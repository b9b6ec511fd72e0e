import type { BrowserContext, Page } from '@playwright/test'
import { ewa, expect, islandsMounted, test, typeAddress } from './shop'

// Trusted Types (docs/security.md): every page is sent with
// `require-trusted-types-for 'script'` and a policy list of the islands' one policy only, so
// Chromium refuses any string given to an HTML sink and any other policy (DOMPurify's own
// "dompurify" among them). A shopper's walk through the listing, the language modal, the product
// page and its size table, the guest purchase and the account must report no violation, neither
// to a securitypolicyviolation listener nor in the console.

/** What a template author sends (docs/security.md): the directive and the policy names. */
const POLICY = "require-trusted-types-for 'script'; trusted-types shop-islands"

async function enforceTrustedTypes(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': POLICY } })
  })
  // Each violation the page sees, in the console, where the test collects them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[violation] ${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
}

const step = (page: Page) => page.locator('#checkout')

test('listing, language modal, product page, guest purchase and account: zero Trusted Types violations', async ({
  page,
  context,
  consoleLog,
}) => {
  test.setTimeout(90_000)
  await enforceTrustedTypes(context)
  const missing: string[] = []
  page.on('response', (response) => response.status() === 404 && missing.push(new URL(response.url()).pathname))

  // The check is live: a string given to an HTML sink is refused and reported on these pages.
  await page.goto('/c/sukienki')
  const refused = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>x</b>'
      return false
    } catch {
      return true
    }
  })
  expect(refused).toBe(true)
  await expect.poll(() => consoleLog.errors.filter((text) => text.startsWith('[violation]')).length).toBe(1)
  consoleLog.errors.length = 0

  // The listing: its description (the server's markup put back), and the next page (the island's own).
  await islandsMounted(page, ['listing', 'mini-basket'])
  const listing = page.locator('[data-widget="listing"]')
  await expect(listing.locator('.sw-ls__description')).not.toBeEmpty()
  await page.getByRole('navigation', { name: 'Strony' }).getByRole('link', { name: 'Następna' }).click()
  await expect(page).toHaveURL(/page=2$/)

  // The language modal.
  await page.locator('header [data-widget="language-picker"] .sw-lp__trigger').click()
  const modal = page.getByRole('dialog', { name: 'Język, kraj dostawy i waluta' })
  await expect(modal.getByLabel('Język')).toBeVisible()
  await modal.getByLabel('Język').selectOption('en')
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)

  // The product page and its size table (server HTML through the sanitizer).
  await page.goto('/p/sukienka-w-grochy')
  await islandsMounted(page, ['mini-basket'])
  const buyBox = page.locator('.product__buy')
  await expect(buyBox).toHaveAttribute('data-widget-state', 'mounted')
  await buyBox.getByRole('button', { name: 'Tabela rozmiarów' }).click()
  await expect(page.getByRole('dialog', { name: 'Tabela rozmiarów: Sukienki' }).getByRole('row', { name: /^M 88–92/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await buyBox.getByRole('button', { name: 'Dodaj do koszyka' }).click()
  await expect(page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })).toContainText('1')

  // The guest purchase: basket, checkout login, delivery (the forms from the server), summary, order.
  await page.goto('/basket')
  await islandsMounted(page, ['checkout'])
  await step(page).getByRole('link', { name: 'Dalej' }).click()
  await page.waitForURL(/\/access\/login/)
  await page.getByRole('button', { name: 'Kontynuuj bez konta' }).click()
  await page.waitForURL(/\/basket\/delivery$/)
  await step(page)
    .getByRole('radio', { name: /Kurier DPD/ })
    .check()
  await step(page)
    .getByRole('radio', { name: /Płatność przy odbiorze/ })
    .check()
  await typeAddress(step(page).getByRole('group', { name: 'Adres dostawy' }), ewa)
  await step(page)
    .getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })
    .check()
  await step(page).getByRole('button', { name: 'Dalej' }).click()
  await page.waitForURL(/\/basket\/summary$/)
  await step(page)
    .getByRole('button', { name: /Zamawiam i płacę/ })
    .click()
  await page.waitForURL(/\/order\//)
  await expect(page.getByText('Zapłacisz przy odbiorze przesyłki.')).toBeVisible()

  // The account: its orders, addresses and personal data (forms from the server).
  for (const path of ['/myAccount/orders', '/myAccount/addresses', '/myAccount/personalData']) {
    await page.goto(`${path}?login=customer`)
    await islandsMounted(page, ['account'])
    await expect(page.locator('.sw-acc__screen').getByRole('heading', { level: 1 })).toBeVisible()
  }
  await expect(page.locator('.sw-acc__screen form').first()).toBeVisible()

  // The one 404 is the fixture's photo that fails on purpose (product.spec: "a photo that fails").
  expect(missing).toEqual(['/images/100/products/37-back.svg'])
  expect(consoleLog.errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
})
