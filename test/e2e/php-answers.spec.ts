import type { Browser, Page } from '@playwright/test'
import { courierOrderFields } from '../../fixtures/test-helpers'
import { ewa, expect, islandsMounted, test, typeAddress } from './shop'

// The shopper's main flows against a backend that answers the way the real PHP shop
// does (fixtures/php-answers.ts: numeric strings, 't'/'f', null for absent columns, [] for {}).
// Each flow runs twice, as a fresh visitor of the plain fixture and of the PHP-shaped one, and
// the shopper must meet the same prices, totals, counts and pages in both, with no console error.

type Mode = 'json' | 'php'
/** What the shopper saw along a flow: the texts and addresses the flow wrote down, in order. */
type Transcript = string[]

const basketCount = (page: Page) => page.locator('.header-basket .sw-mb__count')
const checkout = (page: Page) => page.locator('#checkout')
const confirm = (page: Page) => checkout(page).getByRole('button', { name: /Zamawiam i płacę/ })
const path = (page: Page) => new URL(page.url()).pathname.replace(/\/order\/[0-9a-f]+$/, '/order/{key}')

async function inBothModes(browser: Browser, baseURL: string | undefined, flow: (page: Page, seen: Transcript) => Promise<void>) {
  const run = async (mode: Mode) => {
    const context = await browser.newContext({ baseURL })
    const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/' })
    const consent = encodeURIComponent(
      JSON.stringify({ necessary: true, analytics: false, marketing: false, date: new Date().toISOString() }),
    )
    await context.addCookies([cookie('cookie_consent', consent), ...(mode === 'php' ? [cookie('fixture_answers', 'php')] : [])])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      // The product page's dress has one thumbnail missing on purpose (its placeholder is tested elsewhere).
      if (/Failed to load resource/.test(message.text())) return
      if (message.type() === 'error' || /\[shop-widgets\]/.test(message.text())) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const seen: Transcript = []
    try {
      await flow(page, seen)
    } finally {
      await context.close()
    }
    return { seen, errors }
  }
  const plain = await run('json')
  const php = await run('php')
  expect(php.seen).toEqual(plain.seen)
  expect(php.errors).toEqual([])
  expect(plain.errors).toEqual([])
  return php.seen
}

test.describe('a backend that answers as the PHP shop does', () => {
  test('a guest buys: basket, login choice, delivery by courier with a bank transfer, summary, order page', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000)
    const seen = await inBothModes(browser, baseURL, async (page, seen) => {
      await page.goto('/c/sukienki')
      await islandsMounted(page, ['mini-basket'])
      await page.locator('.legacy-add').first().click()
      await expect(basketCount(page)).toHaveText('1')
      await page.goto('/basket')
      await islandsMounted(page, ['checkout'])
      seen.push(await checkout(page).locator('.sw-co__to-pay dd').innerText())
      await checkout(page).getByRole('link', { name: 'Dalej' }).click()
      await page.waitForURL(/\/access\/login/)
      await page.getByRole('button', { name: 'Kontynuuj bez konta' }).click()
      await page.waitForURL(/\/basket\/delivery$/)
      await checkout(page)
        .getByRole('radio', { name: /Kurier DPD/ })
        .check()
      await checkout(page)
        .getByRole('radio', { name: /Przelew tradycyjny/ })
        .check()
      const form = checkout(page).getByRole('group', { name: 'Adres dostawy' })
      await typeAddress(form, ewa)
      await checkout(page)
        .getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })
        .check()
      await checkout(page).getByRole('button', { name: 'Dalej' }).click()
      await page.waitForURL(/\/basket\/summary$/)
      seen.push(await checkout(page).locator('.sw-co__to-pay dd').innerText())
      await confirm(page).click()
      await page.waitForURL(/\/order\//)
      seen.push(path(page), (await page.getByText(/Przelej .* na konto/).innerText()).replace(/zamówienia \d+/, 'zamówienia N'))
      await expect(basketCount(page)).toHaveText('0')
    })
    expect(seen[0]).toMatch(/zł$/)
  })

  test('a customer buys cash on delivery from the summary', async ({ browser, baseURL }) => {
    await inBothModes(browser, baseURL, async (page, seen) => {
      await page.goto('/o-nas?seed=basket&login=customer')
      const token = await page.evaluate(
        () => (window as unknown as { shopData: { config: { csrfToken: string } } }).shopData.config.csrfToken,
      )
      // The delivery step's check, as the island sends it: courier DPD with cash on delivery.
      await page.request.post('/ajax/basket/summary', {
        headers: { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
        form: { payment: '1024', ...courierOrderFields },
      })
      await page.goto('/basket/summary')
      await islandsMounted(page, ['checkout'])
      seen.push(await checkout(page).locator('.sw-co__to-pay dd').innerText())
      await confirm(page).click()
      await page.waitForURL(/\/order\//)
      seen.push(path(page))
      await expect(page.getByText('Zapłacisz przy odbiorze przesyłki.')).toBeVisible()
    })
  })

  test('the product page: a size is chosen and the dress goes to the basket', async ({ browser, baseURL }) => {
    await inBothModes(browser, baseURL, async (page, seen) => {
      await page.goto('/p/sukienka-w-grochy')
      const buyBox = page.locator('.product__buy')
      await expect(buyBox).toHaveAttribute('data-widget-state', 'mounted')
      const size = buyBox.getByRole('group', { name: 'Rozmiar' }).getByRole('button', { name: 'M', exact: true })
      await size.click()
      await expect(size).toHaveAttribute('aria-pressed', 'true')
      seen.push(await buyBox.locator('.price').first().innerText())
      await buyBox.getByRole('button', { name: 'Dodaj do koszyka' }).click()
      // The add's own confirmation, not the mini basket, says what went in.
      const panel = page.getByRole('dialog', { name: 'Dodano do koszyka' })
      await expect(panel).toBeVisible()
      await expect(basketCount(page)).toHaveText('1')
      await expect(panel).toContainText('Sukienka w grochy')
      seen.push(await panel.innerText())
    })
  })

  test('the basket: "+" changes the quantity, the total and the mini basket', async ({ browser, baseURL }) => {
    await inBothModes(browser, baseURL, async (page, seen) => {
      await page.goto('/basket?seed=basket')
      await islandsMounted(page, ['checkout', 'mini-basket'])
      seen.push(await basketCount(page).innerText(), await checkout(page).locator('.sw-co__to-pay dd').innerText())
      const shirt = checkout(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Koszula oxford slim', exact: true }) })
      await shirt.getByRole('button', { name: 'Zwiększ ilość' }).click()
      await expect(shirt.locator('output')).toHaveText('2')
      await expect(basketCount(page)).toHaveText('3')
      // The total at once is the island's own sum; the server's (with its promotions) follows.
      await expect(shirt.getByRole('button', { name: 'Zmniejsz ilość' })).toBeEnabled()
      seen.push(await checkout(page).locator('.sw-co__to-pay dd').innerText())
    })
  })

  test('a listing filter changes the address and the tiles', async ({ browser, baseURL }) => {
    await inBothModes(browser, baseURL, async (page, seen) => {
      await page.goto('/c/buty')
      await islandsMounted(page, ['listing'])
      await page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: '40' }).check()
      await expect(page).toHaveURL(/\/c\/buty\/rozmiar_40$/)
      const tiles = page.locator('.sw-ls__tiles > .tile')
      await expect(page.locator('.sw-ls__results')).not.toHaveClass(/is-loading/)
      seen.push(path(page), await page.locator('.sw-ls__count').innerText(), ...(await tiles.allInnerTexts()))
    })
  })

  test("the account's orders: the list, its amounts and pages", async ({ browser, baseURL }) => {
    await inBothModes(browser, baseURL, async (page, seen) => {
      await page.goto('/myAccount/orders?login=customer')
      await islandsMounted(page, ['account'])
      const screen = page.locator('.sw-acc__screen')
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Zamówienia')
      await expect(screen.locator('.sw-acc-load--loading')).toHaveCount(0)
      seen.push(await screen.innerText())
      await page
        .getByRole('navigation', { name: /Menu konta/ })
        .getByRole('link', { name: 'Adresy' })
        .click()
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Adresy')
      await expect(screen.getByRole('button', { name: /Edytuj/ }).first()).toBeVisible()
      seen.push(await screen.innerText())
    })
  })
})
