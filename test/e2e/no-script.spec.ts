import type { Page } from '@playwright/test'
import { expect, test } from './shop'

// The shop keeps selling when the islands cannot run, through the server's plain forms
// (post/redirect/get, the same basket logic as the JSON calls).

const basketRows = (page: Page) => page.locator('.basket-table tbody tr')
const row = (page: Page, name: string) => basketRows(page).filter({ hasText: name })

/** product page → basket → quantity → a tile's add → remove → discount code → the delivery step */
async function buyWithoutIslands(page: Page) {
  await page.goto('/p/sukienka-midi-lniana')
  await page.getByLabel('Rozmiar').selectOption({ label: 'M' })
  await page.getByLabel('Ilość').fill('2')
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click()

  await expect(page).toHaveURL(/\/basket$/)
  const dress = row(page, 'Sukienka midi lniana')
  await expect(dress).toContainText('M')
  await expect(dress.getByRole('spinbutton')).toHaveValue('2')

  await dress.getByRole('spinbutton').fill('1')
  await dress.getByRole('button', { name: 'Zmień' }).click()
  await expect(row(page, 'Sukienka midi lniana').getByRole('spinbutton')).toHaveValue('1')

  // A tile's button adds one piece and shows the basket.
  await page.goto('/c/koszule')
  const tileName = (await page.locator('.tile').first().locator('.tile__name').textContent()) ?? ''
  await page.locator('.tile').first().getByRole('button', { name: 'Do koszyka' }).click()
  await expect(page).toHaveURL(/\/basket$/)
  await expect(row(page, tileName)).toHaveCount(1)
  await expect(basketRows(page)).toHaveCount(2)

  await row(page, tileName).getByRole('button', { name: /^Usuń/ }).click()
  await expect(basketRows(page)).toHaveCount(1)
  await expect(row(page, 'Sukienka midi lniana')).toHaveCount(1)

  // A refused code says why and keeps the basket; a good one takes its discount off.
  const total = await page.locator('.basket-table tfoot tr').last().textContent()
  await page.getByLabel('Kod rabatowy').fill('NIEMA')
  await page.getByRole('button', { name: 'Zastosuj' }).click()
  await expect(page.getByRole('alert')).not.toBeEmpty()
  await expect(basketRows(page)).toHaveCount(1)
  await page.getByLabel('Kod rabatowy').fill('LATO10')
  await page.getByRole('button', { name: 'Zastosuj' }).click()
  await expect(page.locator('.basket-reduction')).toContainText('LATO10')
  expect(await page.locator('.basket-table tfoot tr').last().textContent()).not.toBe(total)
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.getByRole('link', { name: 'Przejdź dalej' }).click()
  await expect(page).toHaveURL(/\/basket\/delivery$/)
}

test.describe('with scripts switched off', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper adds, changes, removes, applies a code and reaches the delivery step', async ({ page }) => {
    await buyWithoutIslands(page)
  })

  test('a size out of stock is refused with the reason on the product page', async ({ page }) => {
    await page.goto('/p/sukienka-midi-lniana')
    // A quantity above the stock: the shop's own message, on the page the shopper was on.
    await page.getByLabel('Ilość').fill('999')
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click()
    await expect(page).toHaveURL(/\/p\/sukienka-midi-lniana$/)
    await expect(page.getByRole('alert')).not.toBeEmpty()
    await page.reload()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test("a category's pages are the shop's one pagination, plain links from page to page", async ({ page }) => {
    await page.goto('/c/buty')
    const pages = page.getByRole('navigation', { name: 'Strony' })
    await expect(pages.getByRole('link', { name: 'Strona 1', exact: true })).toHaveAttribute('aria-current', 'page')
    // On page 1, "previous" keeps its place but leads nowhere.
    await expect(pages.getByText('Poprzednia')).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Poprzednia' })).toHaveCount(0)
    await pages.getByRole('link', { name: 'Następna' }).click()
    await expect(page).toHaveURL(/\/c\/buty\?page=2$/)
    await expect(pages.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: 'Poprzednia' }).click()
    await expect(page).toHaveURL(/\/c\/buty$/)
  })
})

test.describe('with scripts on but the checkout, product and bridge chunks failing', () => {
  test('the same path works through the fallbacks', async ({ page }) => {
    // The product island keeps the legacy form as its fallback: with its chunk lost too,
    // the form is what the shopper uses, and it posts by itself when the bridge cannot take it.
    // The checkout's step modules go too: the page head runs the page's step (backend/head-tags.mjs
    // `route`), and a step brings its island's code with it.
    await page.route(
      /\/static\/www\/(chunks\/(basket-step|delivery-step|summary-route)|checkout|bridge|product)-[A-Z0-9]+\.js(\?.*)?$/,
      (route) => route.abort(),
    )
    await buyWithoutIslands(page)
  })
})

test('with the islands there, a tile add is taken over: one add, no page load', async ({ page }) => {
  await page.goto('/c/koszule')
  await expect(page.locator('header [data-widget="mini-basket"]')).toHaveAttribute('data-widget-state', 'mounted')
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname))
  await page.locator('.tile').first().getByRole('button', { name: 'Do koszyka' }).click()
  await expect(page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })).toContainText('1')
  // One add through the JSON call (the basket is then read again), and never the form's post.
  expect(posts.filter((path) => path.endsWith('/add'))).toEqual(['/ajax/basket/add'])
  expect(page.url()).toMatch(/\/c\/koszule$/)
})
