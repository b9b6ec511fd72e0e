import type { Page, Route } from '@playwright/test'
import { courierOrderFields } from '../../fixtures/test-helpers'
import { type ConsoleLog, expect, islandsMounted, test } from './shop'

// An address that comes from data is followed only when the one navigation rule
// allows it (shared/browser/follow-address.ts): a path of this shop or its own origin, and for the card
// payment the gateways the config lists. Each flow gets its answer rewritten to hostile values:
// the shopper stays in the shop, with the generic notice, and nothing runs.

const hostile = ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']
const generic = 'Coś poszło nie tak. Spróbuj ponownie za chwilę.'
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first()

/** Counts dialogs (a script that ran) and requests to another site (a navigation that left). */
async function watch(page: Page) {
  const seen = { dialogs: 0, away: 0 }
  page.on('dialog', (dialog) => {
    seen.dialogs++
    void dialog.dismiss()
  })
  await page.context().route(/evil\.example/, (route) => {
    seen.away++
    return route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' })
  })
  return seen
}

/** The answer the shop gave, with some fields replaced. */
async function rewritten(route: Route, change: Record<string, unknown>) {
  const body = await (await route.fetch()).json()
  await route.fulfill({ json: { ...body, ...change } })
}

async function staysInShop(page: Page, seen: { dialogs: number; away: number }, path: RegExp, log: ConsoleLog, value: string) {
  await expect(notice(page, generic)).toBeVisible()
  await expect(page).toHaveURL(path)
  expect(new URL(page.url()).hostname).toBe('127.0.0.1')
  expect(seen).toEqual({ dialogs: 0, away: 0 })
  // The console names the field and the value it refused.
  expect(log.errors).toContainEqual(expect.stringContaining(`refused to go to ${JSON.stringify(value)}`))
}

for (const value of hostile) {
  test.describe(`a redirect to ${value}`, () => {
    test('the delivery step (POST /ajax/basket/payments) keeps the shopper on the step', async ({ page, consoleLog }) => {
      const seen = await watch(page)
      await page.route('**/ajax/basket/payments', (route) => rewritten(route, { redirect: value, message: 'Koszyk się zmienił' }))
      await page.goto('/basket/delivery?seed=basket&login=basket-guest')
      await islandsMounted(page, ['checkout'])
      await expect(notice(page, 'Koszyk się zmienił')).toBeVisible()
      await staysInShop(page, seen, /\/basket\/delivery(\?|$)/, consoleLog, value)
    })

    test('the summary (a refused POST /ajax/basket/order) keeps the shopper on the summary', async ({ page, consoleLog }) => {
      const seen = await watch(page)
      await page.goto('/basket/summary?seed=summary&login=basket-guest')
      await islandsMounted(page, ['checkout'])
      await page.route('**/ajax/basket/order', (route) =>
        route.fulfill({ json: { status: false, message: 'Zamówienie odrzucone', redirect: value } }),
      )
      await page.locator('#checkout').getByRole('button', { name: 'Zamawiam i płacę' }).click()
      await expect(notice(page, 'Zamówienie odrzucone')).toBeVisible()
      await staysInShop(page, seen, /\/basket\/summary(\?|$)/, consoleLog, value)
    })

    test('the forms engine (POST /vouchers/index) keeps the shopper on the form', async ({ page, consoleLog }) => {
      const seen = await watch(page)
      await page.goto('/vouchers')
      await islandsMounted(page, ['vouchers'])
      await page.route('**/vouchers/index', (route) => route.fulfill({ json: { status: true, redirect: value } }))
      const main = page.locator('main')
      await main.getByLabel('Imię').fill('Ewa')
      await main.getByLabel('Nazwisko').fill('Nowak')
      await main.getByLabel('E-mail').fill('ewa@example.com')
      await main.getByLabel('Telefon').fill('600 700 800')
      await page.getByRole('group', { name: /Bon/ }).getByRole('radio', { name: 'Bon 200 zł' }).check()
      await page.getByRole('button', { name: 'Dalej' }).click()
      await staysInShop(page, seen, /\/vouchers$/, consoleLog, value)
    })

    test('the login (POST /ajax/access) keeps the shopper on the login page', async ({ page, consoleLog }) => {
      const seen = await watch(page)
      await page.goto('/access/login')
      await islandsMounted(page, ['login'])
      await page.route('**/ajax/access', (route) => rewritten(route, { redirect: value }))
      const login = page.locator('#login')
      await login.getByLabel('E-mail').fill('anna@example.com')
      await login.getByLabel('Hasło').fill('Haslo123!')
      await login.getByRole('button', { name: 'Zaloguj się' }).click()
      await staysInShop(page, seen, /\/access\/login$/, consoleLog, value)
    })

    test('a search hint picked by keyboard keeps the shopper on the page', async ({ page, consoleLog }) => {
      const seen = await watch(page)
      await page.route('**/search/hints**', async (route) => {
        const body = await (await route.fetch()).json()
        await route.fulfill({
          json: { ...body, hints: [], products: body.products.map((product: object) => ({ ...product, url: value })) },
        })
      })
      await page.goto('/o-nas')
      await page.getByRole('searchbox', { name: 'Szukaj w sklepie' }).focus()
      await page.keyboard.type('midi lnian')
      const list = page.getByRole('listbox', { name: 'Podpowiedzi' })
      await expect(list.getByRole('option', { name: /Sukienka midi lniana/ })).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await expect(list.getByRole('option', { selected: true })).toContainText('Sukienka midi lniana')
      await page.keyboard.press('Enter')
      // The schema's URL rule (safeHref) has made all but an http(s) address '' already: refused as such.
      const refused = value.startsWith('https:') ? value : ''
      await staysInShop(page, seen, /\/o-nas$/, consoleLog, refused)
    })
  })
}

test.describe('the card gateway (the one other site, when the config lists it)', () => {
  async function cardOrder(page: Page, gateway: string) {
    await page.goto('/o-nas?seed=basket&login=basket-guest')
    const token = await page.evaluate(
      () => (window as unknown as { shopData: { config: { csrfToken: string } } }).shopData.config.csrfToken,
    )
    const checked = await page.request.post('/ajax/basket/summary', {
      headers: { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
      form: { payment: '1029', ...courierOrderFields },
    })
    expect((await checked.json()).status).toBe(true)
    await page.goto('/basket/summary')
    await islandsMounted(page, ['checkout'])
    await page.route('**/ajax/basket/order', (route) => rewritten(route, { redirect_url: gateway }))
    await page.locator('#checkout').getByRole('button', { name: 'Zamawiam i płacę' }).click()
  }

  test('a gateway the config lists is followed', async ({ page }) => {
    await page
      .context()
      .route('https://gateway.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Bramka</h1>' }))
    await cardOrder(page, 'https://gateway.example/pay/1')
    await page.waitForURL('https://gateway.example/pay/1')
  })

  test('another site is not: the order page, where the order can be paid again', async ({ page }) => {
    const seen = await watch(page)
    await cardOrder(page, 'https://evil.example/pay/1')
    await page.waitForURL(/127\.0\.0\.1:\d+\/order\//)
    await expect(page.getByRole('button', { name: 'Zapłać ponownie' })).toBeVisible()
    expect(seen).toEqual({ dialogs: 0, away: 0 })
  })
})

test('pictures from data that are not http(s) or relative show the placeholder (SPEC 8)', async ({ page }) => {
  const seen = await watch(page)
  await page.goto('/c/sukienki')
  await islandsMounted(page, ['listing'])
  await page.route('**/c/sukienki**', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const body = await (await route.fetch()).json()
    const products = body.products.map((tile: object, index: number) => ({
      ...tile,
      thumbnail: index % 2 ? 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' : 'javascript:alert(1)',
      hover: '//evil.example/a.jpg',
    }))
    await route.fulfill({ json: { ...body, products } })
  })
  await page.getByRole('navigation', { name: 'Strony' }).getByRole('link', { name: 'Strona 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  // Page 2's tiles drawn (the address may change before they are).
  await expect(page.locator('.sw-tile__media img').first()).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg/)
  const sources = await page.locator('.sw-tile__media img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  expect(sources.length).toBeGreaterThan(0)
  // Every one is the shop's own placeholder: nothing of what the answer sent reached a source.
  expect(new Set(sources).size).toBe(1)
  expect(sources[0]).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  expect(sources.some((source) => /onload|javascript:|evil/.test(source))).toBe(false)
  expect(seen).toEqual({ dialogs: 0, away: 0 })
})
