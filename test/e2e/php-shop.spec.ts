import { expect, type Page, test } from '@playwright/test'
import { type PhpShop, startPhpShop } from '../../examples/php-shop/serve'
import { checkBackend } from '../../scripts/contract/check-backend'

// The shopper's main flows against the reference PHP backend (examples/php-shop): PHP's
// built-in server over a throwaway PostgreSQL, started here on free ports and stopped after the
// file. Its answers are what json_encode makes of PDO rows, not the fixture shop's.
// Needs php-cli, php-pgsql and postgresql (.ci/run installs them); without them every test fails.

// One worker runs the file's tests in order, on one shop (a failed test restarts the worker, and it a new shop).
test.describe.configure({ mode: 'default' })

let shop: PhpShop
const log: string[] = []

test.beforeAll(async () => {
  test.setTimeout(90_000)
  // PHP_SHOP_URL: a shop already running (npx tsx examples/php-shop/serve.ts), while writing a test.
  const running = process.env.PHP_SHOP_URL
  shop = running ? { url: running, stop: async () => {} } : await startPhpShop({ log: (line) => log.push(line) })
})
test.afterAll(async () => {
  await shop?.stop()
})

/** Every page error of the test fails it: the islands must read what PHP sends without throwing. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text())
  })
  return errors
}

const url = (path: string) => `${shop.url}${path}`
const miniCount = (page: Page) => page.locator('header [data-widget="mini-basket"] .sw-mb__count')
const mounted = (page: Page, widget: string) =>
  expect(page.locator(`[data-widget="${widget}"]`).first()).toHaveAttribute('data-widget-state', 'mounted')

/** Puts a product in the visitor's basket the way the islands do (the page's token in the header). */
async function addToBasket(page: Page, product: number, variant: number, quantity = 1): Promise<void> {
  await page.goto(url('/'))
  const token = await page.evaluate(() => (window as unknown as { shopData: { config: { csrfToken: string } } }).shopData.config.csrfToken)
  const answer = await page.request.post(url('/ajax/basket/add'), {
    form: { id: product, variant, quantity },
    headers: { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
  })
  expect(await answer.json()).toMatchObject({ status: true })
}

/** A guest from the basket through the checkout login's "continue without an account" to the delivery step. */
async function guestAtDelivery(page: Page): Promise<void> {
  await addToBasket(page, 1, 102)
  await page.goto(url('/basket'))
  await mounted(page, 'checkout')
  await page.locator('#checkout').getByRole('link', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/access\/login/)
  await page.getByRole('button', { name: 'Kontynuuj bez konta' }).click()
  await expect(page).toHaveURL(/\/basket\/delivery$/)
  await mounted(page, 'checkout')
}

// What the flows below read is PHP's: without this, a well-meant cast in the shop would make them
// prove nothing about the reading rule (README "What a backend may send").
test('the shop answers the PHP way: numeric strings, NULL from SQL, [] for an empty map', async ({ page }) => {
  await addToBasket(page, 5, 501)
  const token = await page.evaluate(() => (window as unknown as { shopData: { config: { csrfToken: string } } }).shopData.config.csrfToken)
  const headers = { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' }
  const basket = (await (await page.request.post(url('/ajax/basket/payments'), { headers })).json()).basket
  expect(basket.products[0]).toMatchObject({ quantity: 1, price: { regular: '199.00', promoted: '149.50', final: '149.50' } })
  expect(basket.total.final).toBe('149.50')
  await page.goto(url('/p/sukienka-w-grochy'))
  type Card = { opinions: unknown; variants: unknown[]; chosen: unknown }
  const product = await page.evaluate(() => (window as unknown as { shopData: { product: Card } }).shopData.product)
  expect(product.opinions).toEqual({ average: null, count: 0, list: [] })
  expect(product.variants[0]).toMatchObject({ prices: { PLN: { brutto: '179.99', promo_brutto: null } } })
  expect(product.chosen).toEqual([]) // an empty PHP array where a map is read
  // A visitor asking for the account's orders: 401 with a refusal body.
  const orders = await page.request.get(url('/myAccount/ajax/orders/overview'))
  expect([orders.status(), await orders.json()]).toEqual([401, { status: false, message: 'Zaloguj się.', redirect: '/access/login' }])
})

test('product page: a size added is confirmed and counted in the mini basket', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(url('/p/sukienka-midi-lniana'))
  await mounted(page, 'mini-basket')
  const buy = page.locator('.product__buy')
  await expect(buy).toHaveAttribute('data-widget-state', 'mounted')
  await buy.getByRole('button', { name: 'M', exact: true }).click()
  await buy.getByRole('button', { name: 'Dodaj do koszyka' }).click()
  await expect(miniCount(page)).toHaveText('1')
  // The add is confirmed in a dialog from what PHP answered (item.name, price.final "199.00").
  const added = page.getByRole('dialog', { name: 'Dodano do koszyka' })
  await expect(added).toContainText('Sukienka midi lniana')
  await expect(added).toContainText('Rozmiar: M')
  await expect(added).toContainText('Razem w koszyku (1 szt.)199 zł')
  expect(errors).toEqual([])
})

test('basket: "+" raises the quantity and the total, from numeric strings', async ({ page }) => {
  const errors = watchErrors(page)
  await addToBasket(page, 5, 501)
  await page.goto(url('/basket'))
  await mounted(page, 'checkout')
  const line = page.locator('#checkout').getByRole('listitem').filter({ hasText: 'Spodnie z lnu' })
  await expect(line.getByRole('button', { name: 'Zmniejsz ilość' })).toHaveAttribute('aria-disabled', 'true')
  await line.getByRole('button', { name: 'Zwiększ ilość' }).click()
  await expect(line.locator('output')).toHaveText('2')
  await expect(page.locator('#checkout .sw-co__to-pay dd')).toHaveText('299 zł')
  await expect(miniCount(page)).toHaveText('2')
  expect(errors).toEqual([])
})

test('checkout: a guest, a courier and bank transfer, the summary, the order page', async ({ page }) => {
  const errors = watchErrors(page)
  await guestAtDelivery(page)
  const checkout = page.locator('#checkout')
  await checkout.getByRole('radio', { name: /Kurier DPD/ }).check()
  await checkout.getByRole('radio', { name: /Przelew tradycyjny/ }).check()
  const address = checkout.getByRole('group', { name: 'Adres dostawy' })
  for (const [name, text] of [
    ['Imię', 'Ewa'],
    ['Nazwisko', 'Lis'],
    ['Ulica i numer', 'Długa 5'],
    ['Kod pocztowy', '80-001'],
    ['Miejscowość', 'Gdańsk'],
    ['Telefon', '600200300'],
    ['E-mail', 'ewa.lis@example.com'],
  ] as const)
    await address.getByRole('textbox', { name }).fill(text)
  await checkout.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }).check()
  await checkout.getByRole('button', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/basket\/summary$/)
  await mounted(page, 'checkout')
  await expect(checkout).toContainText('ewa.lis@example.com')
  await checkout.getByRole('button', { name: /Zamawiam i płacę/ }).click()
  await expect(page).toHaveURL(/\/order\/[0-9a-f]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dziękujemy!')
  // 199 zł for the dress and 14,99 zł for the courier, from numeric(10,2) columns.
  await expect(page.locator('.order__transfer')).toContainText('Wpłać 213,99 zł')
  await expect(miniCount(page)).toHaveText('0')
  expect(errors).toEqual([])
})

test('checkout: a guest pays by card, leaves the operator, pays again from the order page', async ({ page }) => {
  const errors = watchErrors(page)
  await guestAtDelivery(page)
  const checkout = page.locator('#checkout')
  await checkout.getByRole('radio', { name: /Kurier DPD/ }).check()
  await checkout.getByRole('radio', { name: /Karta płatnicza/ }).check()
  const address = checkout.getByRole('group', { name: 'Adres dostawy' })
  for (const [name, text] of [
    ['Imię', 'Jan'],
    ['Nazwisko', 'Wrona'],
    ['Ulica i numer', 'Polna 2'],
    ['Kod pocztowy', '30-001'],
    ['Miejscowość', 'Kraków'],
    ['Telefon', '600300400'],
    ['E-mail', 'jan.wrona@example.com'],
  ] as const)
    await address.getByRole('textbox', { name }).fill(text)
  await checkout.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }).check()
  await checkout.getByRole('button', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/basket\/summary$/)
  await mounted(page, 'checkout')
  await checkout.getByRole('button', { name: /Zamawiam i płacę/ }).click()
  // The order answer's redirect_url: the (stand-in) card operator.
  await expect(page).toHaveURL(/\/gateway\/[0-9a-f]+$/)
  await page.getByRole('link', { name: 'Wróć do sklepu bez płacenia' }).click()
  await expect(page).toHaveURL(/\/order\/[0-9a-f]+$/)
  await expect(page.locator('.order__unpaid')).toBeVisible()
  await mounted(page, 'order-payment')
  // POST /order/refresh/{orderId}, then to the operator again.
  await page.locator('[data-widget="order-payment"]').getByRole('button', { name: 'Zapłać ponownie' }).click()
  await expect(page).toHaveURL(/\/gateway\/[0-9a-f]+$/)
  await page.getByRole('button', { name: 'Zapłać' }).click()
  await expect(page).toHaveURL(/\/order\/[0-9a-f]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dziękujemy!')
  await expect(page.locator('.order__unpaid')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('checkout: a pickup point chosen from the list', async ({ page }) => {
  const errors = watchErrors(page)
  await guestAtDelivery(page)
  const checkout = page.locator('#checkout')
  await checkout.getByRole('radio', { name: /Paczkomat/ }).check()
  await checkout.getByRole('button', { name: 'Wybierz punkt na mapie lub z listy' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.locator('input[type="search"], input[type="text"], input:not([type])').first().fill('lodz')
  await dialog.getByRole('radio', { name: /Zachodnia/ }).check()
  await dialog.getByRole('button', { name: 'Wybierz ten punkt' }).click()
  await expect(dialog).toBeHidden()
  await expect(checkout.locator('.sw-dl__point')).toContainText('Zachodnia')
  await expect(checkout.getByRole('group', { name: 'Adres dostawy' })).toBeVisible()
  // The shop configures no map service (window.shopData.config.maps): the list alone, and one
  // console error saying so (SPEC 8 "An absent pickup widget gives a console error only").
  expect(errors.filter((error) => !/the pickup-point map is unavailable: Error: no map service/.test(error))).toEqual([])
})

test('login, then the account lists the orders', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(url('/access/login'))
  await mounted(page, 'login')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com')
  await page.getByLabel('Hasło').fill('haslo123')
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await expect(page).toHaveURL(url('/'))
  await page.goto(url('/myAccount/orders'))
  await mounted(page, 'account')
  await expect(page.locator('#account')).toContainText('2026/000001')
  expect(errors).toEqual([])
})

test('a customer orders to a saved address, and the account lists the order', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(url('/access/login'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com')
  await page.getByLabel('Hasło').fill('haslo123')
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await expect(page).toHaveURL(url('/'))
  await addToBasket(page, 6, 602)
  await page.goto(url('/basket'))
  await mounted(page, 'checkout')
  // A customer goes on without the login page.
  await page.locator('#checkout').getByRole('link', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/basket\/delivery$/)
  const checkout = page.locator('#checkout')
  await checkout.getByRole('radio', { name: /Kurier DPD/ }).check()
  await checkout.getByRole('radio', { name: /Przelew tradycyjny/ }).check()
  await checkout
    .getByRole('group', { name: 'Adres dostawy' })
    .getByRole('radio', { name: /Anna Kowalska, Piotrkowska 10/ })
    .check()
  await checkout.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }).check()
  await checkout.getByRole('button', { name: 'Dalej' }).click()
  await expect(page).toHaveURL(/\/basket\/summary$/)
  await expect(checkout).toContainText('Piotrkowska 10')
  await checkout.getByRole('button', { name: /Zamawiam i płacę/ }).click()
  await expect(page).toHaveURL(/\/order\/[0-9a-f]+$/)
  const number = /nr (\S+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1]
  expect(number).toMatch(/^2026\/\d{6}$/)
  await page.goto(url('/myAccount/orders'))
  await mounted(page, 'account')
  await expect(page.locator('#account')).toContainText(number as string)
  expect(errors).toEqual([])
})

test('cupboards: a customer saves a product and finds it on /cupboard', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(url('/access/login'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com')
  await page.getByLabel('Hasło').fill('haslo123')
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await expect(page).toHaveURL(url('/'))
  await page.goto(url('/p/sukienka-maxi'))
  const save = page.locator('.product__save').getByRole('button', { name: 'Zapisz w szafie' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await page.goto(url('/cupboard'))
  await mounted(page, 'cupboard')
  // The seed's saved dress and the one just saved, newest first, from cupboard_items.
  await expect(page.locator('.sw-cu__item .sw-cu__name')).toHaveText(['Sukienka maxi', 'Sukienka w grochy'])
  expect(errors).toEqual([])
})

test('listing: page 1 shows the tiles the server printed, not a redrawing', async ({ page }) => {
  const errors = watchErrors(page)
  const said: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('[shop-widgets]')) said.push(message.text())
  })
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/c/')) asked.push(request.url())
  })
  // The server's tiles marked on the way in: the island's own tiles would not carry the mark.
  await page.route(url('/c/sukienki'), async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replaceAll('<li class="tile sw-tile">', '<li class="tile sw-tile" data-printed>')
    await route.fulfill({ response, body: html })
  })
  await page.goto(url('/c/sukienki'))
  await mounted(page, 'listing')
  const tiles = page.locator('[data-widget="listing"] .sw-ls__tiles > li')
  await expect(tiles.locator('.tile__name')).toHaveText([
    'Sukienka midi lniana',
    'Sukienka w grochy',
    'Sukienka maxi',
    'Sukienka koszulowa',
  ])
  expect(await tiles.evaluateAll((items) => items.map((item) => item.hasAttribute('data-printed')))).toEqual([true, true, true, true])
  // The server's price markup (a reduced price: the regular one struck through), kept as printed.
  await expect(tiles.first().locator('.sw-tile__price > *')).toHaveText(['249 zł', '199 zł'])
  expect([asked, said, errors]).toEqual([[], [], []])
})

test('without JavaScript: a tile adds by its plain form; a stale token comes back as a message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // The first visit's page carries a token the session never issued: an expired session.
  let stale = true
  await page.route(url('/c/sukienki'), async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    await route.fulfill({ response, body: stale ? html.replaceAll('name="_token" value="', 'name="_token" value="stale') : html })
    stale = false
  })
  await page.goto(url('/c/sukienki'))
  const tile = page.locator('.sw-ls__tiles > .tile').filter({ hasText: 'Sukienka w grochy' })
  await tile.getByRole('button', { name: 'Do koszyka' }).click()
  await expect(page).toHaveURL(url('/c/sukienki'))
  await expect(page.getByRole('alert')).toHaveText('Sesja wygasła. Spróbuj jeszcze raz.')
  await expect(page.locator('.sw-mb__count')).toHaveText('0')
  // The page came back with the session's token: the same button now adds, and goes to the basket.
  await page.locator('.sw-ls__tiles > .tile').filter({ hasText: 'Sukienka w grochy' }).getByRole('button', { name: 'Do koszyka' }).click()
  await expect(page).toHaveURL(url('/basket'))
  await expect(page.locator('.sw-mb__count')).toHaveText('1')
  await context.close()
})

test('listing: a size filter changes the address and the tiles; Back restores them', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(url('/c/sukienki'))
  await mounted(page, 'listing')
  const names = page.locator('.sw-ls__tiles > .tile .tile__name')
  await expect(names).toHaveText(['Sukienka midi lniana', 'Sukienka w grochy', 'Sukienka maxi', 'Sukienka koszulowa'])
  await page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: 'XL' }).check()
  await expect(page).toHaveURL(/\/c\/sukienki\/rozmiar_xl$/)
  await expect(names).toHaveText(['Sukienka maxi'])
  await page.goBack()
  await expect(page).toHaveURL(/\/c\/sukienki$/)
  await expect(names).toHaveCount(4)
  expect(errors).toEqual([])
})

test('listing: sorting from a PHP list (JSON array) by price; the address keeps it', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(url('/c/sukienki'))
  await mounted(page, 'listing')
  const sorting = page.locator('[data-widget="listing"] select[name="sorting"]')
  await sorting.selectOption({ label: 'Cena: od najniższej' })
  // sorting.items is ["Trafność", "Cena: od najniższej", …]: the position is the address's sorting.
  await expect(page).toHaveURL(/\/c\/sukienki\?sorting=1$/)
  const names = page.locator('.sw-ls__tiles > .tile .tile__name')
  const cheapestFirst = ['Sukienka koszulowa', 'Sukienka w grochy', 'Sukienka midi lniana', 'Sukienka maxi']
  await expect(names).toHaveText(cheapestFirst)
  await page.reload()
  await mounted(page, 'listing')
  await expect(names).toHaveText(cheapestFirst)
  await expect(sorting.locator('option:checked')).toHaveText('Cena: od najniższej')
  expect(errors).toEqual([])
})

test('search hints: typing shows products; Enter goes to the search page', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(url('/'))
  const field = page.getByRole('combobox', { name: 'Szukaj w sklepie' }).or(page.locator('#search-phrase'))
  await field.first().click()
  await mounted(page, 'search-hints')
  await page.keyboard.type('lnian')
  await expect(page.getByRole('option', { name: /Sukienka midi lniana/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?phrase=lnian/)
  // Names and brands match: "Lniany Świat" makes the jeans and the sold-out shirt dress.
  await expect(page.locator('.sw-ls__tiles > .tile .tile__name')).toHaveText([
    'Sukienka midi lniana',
    'Sukienka koszulowa',
    'Jeansy proste',
    'Koszula lniana',
  ])
  expect(errors).toEqual([])
})

// The checker every backend team runs (npm run check-backend), behaviour checks
// included, against this shop. Last in the file: its flows place orders and add addresses.
test('check-backend: every flow passes against the PHP shop', async () => {
  test.setTimeout(180_000)
  const lines: string[] = []
  const result = await checkBackend({ base: shop.url, email: 'anna@example.com', password: 'haslo123', print: (line) => lines.push(line) })
  const failed = lines.filter((line) => line.startsWith('  FAIL') || line.startsWith('        sent'))
  expect({ failed: result.failed, lines: failed }).toEqual({ failed: 0, lines: [] })
  // 61 of 63: POST /ajax/registerTranslations is asked only for a text key the page lacks (this shop
  // answers every key of contract/texts), GET /ajax/csrf-token only when the anti-forgery refusal
  // carries no fresh token (this shop's does).
  expect(result.reached.length).toBe(61)
})
