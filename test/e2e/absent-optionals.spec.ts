import type { Page, Route } from '@playwright/test'
import { expect, islandsMounted, test } from './shop'

// What a backend built from the published contract (contract/) sent, and the islands took for a
// false state or drew nothing of. Each case changes one fixture answer on its way to the browser.

/** Serves the page the fixture shop answers, changed. */
async function changePage(page: Page, url: string, change: (html: string) => string) {
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    await route.fulfill({ response, body: change(await response.text()) })
  })
}

/** Changes the page's window.shopData. */
const changeShopData = (change: (data: Record<string, unknown>) => void) => (html: string) =>
  html.replace(/(<script>window\.shopData = )(.*?)(;<\/script>)/s, (_, open: string, json: string, close: string) => {
    const data = JSON.parse(json) as Record<string, unknown>
    change(data)
    return open + JSON.stringify(data).replace(/</g, '\\u003c') + close
  })

const tiles = (page: Page) => page.locator('.sw-ls__tiles > li.tile')

test('a listing page 1 printed without the published classes still shows its tiles, and the console says why', async ({
  page,
  consoleLog,
}) => {
  let printed = 0
  await changePage(page, '**/c/sukienki', (html) => {
    printed = html.split('<li class="tile sw-tile">').length - 1
    return html
      .replace('<ul class="tiles sw-ls__tiles">', '<ul class="products">')
      .replaceAll('<li class="tile sw-tile">', '<li class="product">')
  })
  await page.goto('/c/sukienki')
  await islandsMounted(page, ['listing'])
  expect(printed).toBeGreaterThan(0)
  await expect(tiles(page)).toHaveCount(printed)
  await expect(tiles(page).first().locator('.tile__name')).toBeVisible()
  expect(consoleLog.warnings).toContain(
    "[shop-widgets] listing: the server's tiles were not found (expected ul.tiles.sw-ls__tiles > li.tile.sw-tile); drawing from props",
  )
})

test('tiles answered without add link to their product, and none says sold out', async ({ page }) => {
  // The listing call after a filter: every tile without `add`.
  await page.route('**/c/sukienki/**', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const response = await route.fetch()
    const answer = (await response.json()) as { products: Record<string, unknown>[] }
    for (const tile of answer.products) delete tile.add
    await route.fulfill({ response, json: answer })
  })
  await page.goto('/c/sukienki')
  await islandsMounted(page, ['listing'])
  await page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: 'M', exact: true }).check()
  await expect(page).toHaveURL(/rozmiar_m/)
  const count = await tiles(page).count()
  expect(count).toBeGreaterThan(0)
  await expect(tiles(page).getByRole('link', { name: 'Zobacz produkt' })).toHaveCount(count)
  await expect(tiles(page).getByRole('button', { name: 'Do koszyka' })).toHaveCount(0)
  await expect(page.getByText('Niedostępny')).toHaveCount(0)
  const first = tiles(page).first()
  await expect(first.getByRole('link', { name: 'Zobacz produkt' })).toHaveAttribute(
    'href',
    (await first.locator('a.tile__link').getAttribute('href')) ?? '',
  )
})

test('a product nobody rated (average null, count 0) sells from the island, not the fallback', async ({ page }) => {
  await changePage(
    page,
    '**/p/sukienka-midi-lniana',
    changeShopData((data) => {
      ;(data.product as Record<string, unknown>).opinions = { average: null, count: '0', list: [] }
    }),
  )
  await page.goto('/p/sukienka-midi-lniana')
  const buyBox = page.locator('.product__buy')
  await expect(buyBox).toHaveAttribute('data-widget-state', 'mounted')
  await expect(buyBox.locator('.sw-pr').getByRole('button', { name: 'Dodaj do koszyka' })).toBeVisible()
})

test('a login form described without a button has "Zaloguj się", and Enter logs in', async ({ page }) => {
  await changePage(page, '**/access/login', (html) =>
    html.replace(
      /(<script type="application\/json" data-widget-props>)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const props = JSON.parse(json) as { form: { fields: { fieldType: string }[] } }
        props.form.fields = props.form.fields.filter((field) => field.fieldType !== 'button')
        return open + JSON.stringify(props).replace(/</g, '\\u003c') + close
      },
    ),
  )
  await page.goto('/access/login')
  await islandsMounted(page, ['login'])
  const login = page.locator('#login')
  await expect(login.getByRole('button', { name: 'Zaloguj się' })).toBeVisible()
  await login.getByLabel('E-mail').fill('anna@example.com')
  await login.getByLabel('Hasło').fill('Haslo123!')
  await login.getByLabel('Hasło').press('Enter')
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.locator('header').getByText('Moje konto')).toBeVisible()
})
