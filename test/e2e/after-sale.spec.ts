import type { Page } from '@playwright/test'
import { orderById, ordersOf } from '../../fixtures/data/order-history'
import { axeViolations, expect, islandsMounted, test } from './shop'

// SPEC 2 After-sale: exchange, obsluga-posprzedazowa, obsluga-posprzedazowa/{hash}, after-sale/{hash};
// SPEC 7 GET /ajax/after-sale/index; SPEC 8 a load failure shows its error payload.

const guestOrder = orderById(3001)
if (!guestOrder) throw new Error('the order history changed')
const island = (page: Page) => page.locator('[data-widget="after-sale"]')

test("after-sale/{hash}: the guest's order, and an exchange started from it", async ({ page }) => {
  await page.goto(`/after-sale/${guestOrder.hash}`)
  await islandsMounted(page, ['after-sale'])
  const order = island(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Zamówienie ${guestOrder.number}` }) })
  await expect(order).toContainText(guestOrder.paymentName)
  await expect(order).toContainText(guestOrder.items[0]?.name ?? '')
  await expect(order.getByRole('link', { name: 'Zwróć produkty' })).toHaveAttribute('href', `/returns/create/${guestOrder.hash}`)
  expect(await axeViolations(page)).toEqual([])
  await order.getByRole('link', { name: 'Wymień produkty' }).click()
  await expect(page).toHaveURL(new RegExp(`/returns/create/${guestOrder.hash}\\?behaviour=exchange$`))
  await islandsMounted(page, ['returns'])
  await expect(page.getByRole('radio', { name: 'Wymiana' })).toBeChecked()
})

test('obsluga-posprzedazowa: the hash in the path, in the query, or typed in', async ({ page }) => {
  await page.goto(`/obsluga-posprzedazowa/${guestOrder.hash}`)
  await islandsMounted(page, ['after-sale'])
  await expect(island(page).getByRole('heading', { name: `Zamówienie ${guestOrder.number}` })).toBeVisible()

  await page.goto(`/obsluga-posprzedazowa?hash=${guestOrder.hash}`)
  await islandsMounted(page, ['after-sale'])
  await expect(island(page).getByRole('heading', { name: `Zamówienie ${guestOrder.number}` })).toBeVisible()

  await page.goto('/obsluga-posprzedazowa')
  await islandsMounted(page, ['after-sale'])
  expect(await axeViolations(page)).toEqual([])
  await island(page).getByLabel('Kod z e-maila potwierdzającego zamówienie').fill(guestOrder.hash)
  await island(page).getByRole('button', { name: 'Pokaż zamówienie' }).click()
  await expect(page).toHaveURL(new RegExp(`/obsluga-posprzedazowa/${guestOrder.hash}$`))
  await islandsMounted(page, ['after-sale'])
  await expect(island(page).getByRole('heading', { name: `Zamówienie ${guestOrder.number}` })).toBeVisible()
})

test("exchange: a customer's own orders by pages, the exchange offered first", async ({ page }) => {
  const anna = ordersOf('anna')
  await page.goto('/exchange?login=customer')
  await islandsMounted(page, ['after-sale'])
  await expect(island(page).locator('.sw-as__order')).toHaveCount(10)
  await expect(island(page).locator('.sw-as__order h2').first()).toHaveText(`Zamówienie ${anna[0]?.number}`)
  const first = island(page).locator('.sw-as__order').first()
  await expect(first.locator('.sw-as__actions a').first()).toHaveText('Wymień produkty')
  await expect(first.getByRole('link', { name: 'Zwróć produkty' })).toHaveAttribute('href', `/myAccount/returns/create/${anna[0]?.hash}`)
  // An order not paid yet says why nothing can be returned from it, and a returned one says so too.
  const unpaid = island(page).locator('.sw-as__order').filter({ hasText: 'nieopłacone' }).first()
  await expect(unpaid).toContainText('To zamówienie nie jest jeszcze opłacone. Zwrot lub wymiana będą możliwe po opłaceniu.')
  await expect(unpaid.getByRole('link', { name: 'Zwróć produkty' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  const pages = island(page).getByRole('navigation', { name: 'Strony zamówień' })
  await expect(pages.getByRole('link', { name: /^Strona \d+$/ })).toHaveCount(3)
  await expect(pages.getByRole('link', { name: 'Następna' })).toHaveAttribute('href', /page=2$/)
  await pages.getByRole('link', { name: 'Strona 3' }).click()
  await islandsMounted(page, ['after-sale'])
  await expect(island(page).locator('.sw-as__order')).toHaveCount(3)
})

test('a load failure shows its error payload; an unknown hash says so', async ({ page }) => {
  await page.request.post('/__fixture/fail-next', { data: { path: '/ajax/after-sale/index', mode: 'html' } })
  await page.goto(`/after-sale/${guestOrder.hash}`)
  await islandsMounted(page, ['after-sale'])
  await expect(island(page).getByRole('alert')).toContainText('unexpected response')
  expect(await axeViolations(page)).toEqual([])
  await island(page).getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(island(page).getByRole('heading', { name: `Zamówienie ${guestOrder.number}` })).toBeVisible()

  await page.goto('/after-sale/nothere123')
  await islandsMounted(page, ['after-sale'])
  await expect(island(page).getByRole('alert')).toHaveText('Nie ma takiego zamówienia.')
})
