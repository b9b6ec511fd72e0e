import { axeViolations, expect, islandsMounted, routeOnce, test } from './shop'

// SPEC 2 Vouchers, 3 Voucher form fields: /vouchers, /vouchers/confirm, /bony; the order through
// the voucher order call (SPEC 7 POST /vouchers/order).

test('/bony redirects to /vouchers', async ({ page }) => {
  await page.goto('/bony')
  await expect(page).toHaveURL(/\/vouchers$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bony podarunkowe')
})

test('a voucher is requested, confirmed and ordered', async ({ page }) => {
  await page.goto('/vouchers')
  await islandsMounted(page, ['vouchers'])
  // The discounts show their names and images as a choice.
  const choices = page.getByRole('group', { name: /Bon/ })
  await expect(choices.getByRole('radio')).toHaveCount(3)
  await expect(choices.locator('img')).toHaveCount(3)
  expect(await axeViolations(page)).toEqual([])

  // Sent empty: the required fields say so, and nothing is posted.
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page.locator('main').getByText('Pole Imię jest wymagane')).toBeVisible()
  await expect(page.locator('main').getByText('Pole Bon jest wymagane')).toBeVisible()
  await expect(page).toHaveURL(/\/vouchers$/)
  await page.locator('main').getByLabel('Imię').fill('Ewa')
  await page.locator('main').getByLabel('Nazwisko').fill('Nowak')
  await page.locator('main').getByLabel('E-mail').fill('ewa@example.com')
  await page.locator('main').getByLabel('Telefon').fill('600 700 800')
  await choices.getByRole('radio', { name: 'Bon 200 zł' }).check()
  await page.getByRole('button', { name: 'Dalej' }).click()

  await expect(page).toHaveURL(/\/vouchers\/confirm$/)
  await islandsMounted(page, ['vouchers'])
  const details = page.locator('.sw-vc__details')
  await expect(details).toContainText('Ewa')
  await expect(details).toContainText('Nowak')
  await expect(details).toContainText('ewa@example.com')
  await expect(details).toContainText('600 700 800')
  await expect(page.locator('.sw-vc__discount')).toContainText('Bon 200 zł')
  await expect(page.locator('.sw-vc__discount img')).toHaveAttribute('src', '/images/vouchers/12.svg')
  expect(await axeViolations(page)).toEqual([])

  // Not cleared after submit: back on the form, everything typed is there.
  await page.getByRole('link', { name: 'Zmień dane' }).click()
  await islandsMounted(page, ['vouchers'])
  await expect(page.locator('main').getByLabel('Imię')).toHaveValue('Ewa')
  await expect(page.getByRole('radio', { name: 'Bon 200 zł' })).toBeChecked()
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/vouchers\/confirm$/)
  await islandsMounted(page, ['vouchers'])

  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click()
  await expect(page).toHaveURL(/\/voucherOrder\/V/)
  await expect(page.getByText('Bon wyślemy na adres ewa@example.com.')).toBeVisible()
})

test("a customer's form starts from their name, e-mail and phone", async ({ page }) => {
  await page.goto('/vouchers?login=customer')
  await islandsMounted(page, ['vouchers'])
  const form = page.locator('main')
  await expect(form.getByLabel('Imię')).toHaveValue('Anna')
  await expect(form.getByLabel('Nazwisko')).toHaveValue('Kowalska')
  await expect(form.getByLabel('E-mail')).toHaveValue('anna@example.com')
  await expect(form.getByLabel('Telefon')).toHaveValue('+48 600 100 200')
})

test('the request form keeps what was typed when the call fails', async ({ page }) => {
  await page.goto('/vouchers')
  await islandsMounted(page, ['vouchers'])
  await page.locator('main').getByLabel('Imię').fill('Ewa')
  await page.locator('main').getByLabel('Nazwisko').fill('Nowak')
  await page.locator('main').getByLabel('E-mail').fill('ewa@example.com')
  await page.getByRole('radio', { name: 'Bon 100 zł' }).check()
  await routeOnce(page, '**/vouchers/index', (route) => route.fulfill({ status: 500, body: 'oops' }))
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '500' }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/vouchers$/)
  await expect(page.locator('main').getByLabel('Imię')).toHaveValue('Ewa')
  await expect(page.locator('main').getByLabel('E-mail')).toHaveValue('ewa@example.com')
  await expect(page.getByRole('radio', { name: 'Bon 100 zł' })).toBeChecked()
  // Sent again, it goes through.
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/vouchers\/confirm$/)
})

test('a failed order keeps the confirmation; the voucher state flag disables ordering', async ({ page }) => {
  await page.goto('/vouchers/confirm')
  // Nothing requested yet: back to the form.
  await expect(page).toHaveURL(/\/vouchers$/)
  await islandsMounted(page, ['vouchers'])
  await page.locator('main').getByLabel('Imię').fill('Ewa')
  await page.locator('main').getByLabel('Nazwisko').fill('Nowak')
  await page.locator('main').getByLabel('E-mail').fill('ewa@example.com')
  await page.getByRole('radio', { name: 'Bon 500 zł' }).check()
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/vouchers\/confirm$/)
  await islandsMounted(page, ['vouchers'])
  await routeOnce(page, '**/vouchers/order', (route) => route.abort())
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click()
  await expect(page.getByText('Network Error').first()).toBeVisible()
  await expect(page).toHaveURL(/\/vouchers\/confirm$/)
  await expect(page.locator('.sw-vc__discount')).toContainText('Bon 500 zł')

  await page.goto('/vouchers/confirm?vouchers=closed')
  await islandsMounted(page, ['vouchers'])
  await expect(page.getByRole('button', { name: 'Zamawiam i płacę' })).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'wstrzymane' })).toBeVisible()
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('the server fallbacks request, confirm and order a voucher', async ({ page }) => {
    await page.goto('/vouchers')
    const main = page.locator('main')
    await main.getByLabel('Imię').fill('Ewa')
    await main.getByLabel('Nazwisko').fill('Nowak')
    await main.getByLabel('E-mail').fill('ewa@example.com')
    await main.getByRole('radio', { name: 'Bon 100 zł' }).check()
    await main.getByRole('button', { name: 'Dalej' }).click()
    await expect(page).toHaveURL(/\/vouchers\/confirm$/)
    await expect(main.locator('.sw-vc__discount')).toContainText('Bon 100 zł')
    await main.getByRole('button', { name: 'Zamawiam i płacę' }).click()
    await expect(page).toHaveURL(/\/voucherOrder\/V/)
    await expect(page.getByText('Bon wyślemy na adres ewa@example.com.')).toBeVisible()
  })
})
