import type { Page } from '@playwright/test'
import { expect, islandsMounted, test } from './shop'

const toggleOf = (page: Page) => page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })

async function openCategory(page: Page) {
  await page.goto('/c/sukienki?seed=basket')
  await islandsMounted(page, ['mini-basket', 'notifications', 'connection-alert'])
  await expect(toggleOf(page)).toContainText('2')
}

test.describe('failed basket calls', () => {
  test('a call that lost its anti-forgery token on the way says the session expired', async ({ page }) => {
    await openCategory(page)
    const sent: string[] = []
    await page.route('**/ajax/basket/add', async (route) => {
      const headers = { ...route.request().headers() }
      delete headers['x-csrf-token']
      sent.push(route.request().method())
      await route.continue({ headers })
    })
    await page.locator('.legacy-add').first().click()
    await expect(page.getByRole('alert').filter({ hasText: 'Twoja sesja wygasła. Odśwież stronę i spróbuj ponownie.' })).toBeVisible()
    await expect(toggleOf(page)).toContainText('2')
    // Renewed once (to the token the page holds: nothing changed) and sent again once, never more.
    expect(sent).toEqual(['POST', 'POST'])
  })

  test('the real call carries the token and the XMLHttpRequest marker', async ({ page }) => {
    await openCategory(page)
    const request = page.waitForRequest('**/ajax/basket/add')
    await page.locator('.legacy-add').first().click()
    const headers = (await request).headers()
    expect(headers['x-requested-with']).toBe('XMLHttpRequest')
    expect(headers['x-csrf-token']).toMatch(/^[0-9a-f]{16,}$/)
  })

  test('a server error shows the generic message with its status and keeps the basket', async ({ page }) => {
    await openCategory(page)
    await page.route('**/ajax/basket/add', (route) => route.fulfill({ status: 500, body: '<h1>Internal Server Error</h1>' }))
    await page.locator('.legacy-add').first().click()
    await expect(page.getByRole('alert').filter({ hasText: 'Request failed with status code 500' })).toBeVisible()
    await expect(toggleOf(page)).toContainText('2')
    expect(page.url()).toContain('/c/sukienki')
  })

  test('HTML where JSON was expected is an error, never a crash', async ({ page, consoleLog }) => {
    await openCategory(page)
    await page.route('**/ajax/basket/payments', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Login</title>' }),
    )
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:basket-refresh')))
    await expect(page.getByRole('alert').filter({ hasText: /unexpected response/i })).toBeVisible()
    await expect(toggleOf(page)).toContainText('2')
    expect(consoleLog.errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
  })

  test('a call that gets no answer says Network Error, shows the connection alert, and keeps the basket', async ({ page }) => {
    await openCategory(page)
    await page.route('**/ajax/basket/add', (route) => route.abort('internetdisconnected'))
    await page.locator('.legacy-add').first().click()
    await expect(page.getByRole('alert').filter({ hasText: 'Network Error' })).toBeVisible()
    await expect(page.locator('[data-widget="connection-alert"]').getByRole('alert')).toBeVisible()
    await expect(toggleOf(page)).toContainText('2')
    expect(page.url()).toContain('/c/sukienki')
    // The next answered call clears the alert.
    await page.unroute('**/ajax/basket/add')
    await page.locator('.legacy-add').first().click()
    await expect(toggleOf(page)).toContainText('3')
    await expect(page.locator('[data-widget="connection-alert"]').getByRole('alert')).toHaveCount(0)
  })

  test('offline: the alert says so, nothing is lost or left half-done, and adding works again online', async ({ page, context }) => {
    await openCategory(page)
    await context.setOffline(true)
    await expect(page.locator('[data-widget="connection-alert"]').getByRole('alert')).toContainText('offline')
    await page.locator('.legacy-add').first().click()
    await page.waitForTimeout(300)
    await expect(toggleOf(page)).toContainText('2')
    expect(page.url()).toContain('/c/sukienki')
    await context.setOffline(false)
    await expect(page.locator('[data-widget="connection-alert"]').getByRole('alert')).toHaveCount(0)
    await page.locator('.legacy-add').first().click()
    await expect(toggleOf(page)).toContainText('3')
  })

  test('a redirect flag replaces the basket, warns, and goes where it says', async ({ page }) => {
    await openCategory(page)
    await page.route('**/ajax/basket/payments', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          redirect: '/o-nas',
          message: 'Prices have changed.',
          basket: { products: [], total: { regular: 0, final: 0 } },
        }),
      }),
    )
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:basket-refresh')))
    await page.waitForURL('**/o-nas')
  })
})

// README "Refusals": an anti-forgery refusal renews the token and sends the call again once; no
// state (sold out, an empty basket) is ever taken from a refusal.
test.describe('an expired session on the product page', () => {
  const buyBox = (page: Page) => page.locator('.product__buy')
  const addButton = (page: Page) => buyBox(page).getByRole('button', { name: 'Dodaj do koszyka' })
  const soldOut = (page: Page) => buyBox(page).getByText('Ten wariant jest niedostępny.')
  const expired = (page: Page) => page.getByRole('alert').filter({ hasText: 'Twoja sesja wygasła. Odśwież stronę i spróbuj ponownie.' })

  async function openDress(page: Page) {
    await page.goto('/p/sukienka-w-grochy')
    await islandsMounted(page, ['mini-basket', 'notifications'])
    await expect(buyBox(page).locator('.sw-pr')).toBeVisible()
    await expect(toggleOf(page)).toContainText('0')
  }
  /** The session's token changes, as after a session that expired: the open page's token is stale. */
  const expireToken = (page: Page, renewal: 'body' | 'get' | 'none') => page.request.post('/__fixture/expire-token', { data: { renewal } })
  /** The basket calls and token renewals the page sends from now on, each as "path token". */
  function calls(page: Page): string[] {
    const sent: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/ajax/basket/') || path === '/ajax/csrf-token') sent.push(`${path} ${request.headers()['x-csrf-token'] ?? ''}`)
    })
    return sent
  }

  for (const renewal of ['body', 'get'] as const) {
    test(`add to basket with a stale token works after a renewal the shopper never sees (token from the ${renewal === 'body' ? 'refusal' : 'GET'})`, async ({
      page,
    }) => {
      await openDress(page)
      await expireToken(page, renewal)
      const sent = calls(page)
      await addButton(page).click()
      await expect(toggleOf(page)).toContainText('1')
      await expect(soldOut(page)).toHaveCount(0)
      await expect(page.getByRole('alert')).toHaveCount(0)
      const [stale, fresh] = [sent[0]?.split(' ')[1], sent.at(-1)?.split(' ')[1]]
      expect(fresh).not.toBe(stale)
      // Refused once, renewed, sent again once; then the mini basket's re-read already carries the
      // fresh token: every island sends it from now on.
      expect(sent).toEqual([
        `/ajax/basket/add ${stale}`,
        ...(renewal === 'get' ? [`/ajax/csrf-token ${stale}`] : []),
        `/ajax/basket/add ${fresh}`,
        `/ajax/basket/payments ${fresh}`,
      ])
    })
  }

  test('when no fresh token can be had: "session expired", the size not sold out, and after a reload add works', async ({ page }) => {
    await openDress(page)
    await expireToken(page, 'none')
    const sent = calls(page)
    await addButton(page).click()
    await expect(expired(page)).toBeVisible()
    await expect(soldOut(page)).toHaveCount(0)
    await expect(addButton(page)).toBeEnabled()
    await expect(toggleOf(page)).toContainText('0')
    expect(sent.map((call) => call.split(' ')[0])).toEqual(['/ajax/basket/add', '/ajax/csrf-token'])
    // What the notice asks: the reloaded page carries the session's token, and the same size sells.
    await page.reload()
    await expect(buyBox(page).locator('.sw-pr')).toBeVisible()
    await addButton(page).click()
    await expect(toggleOf(page)).toContainText('1')
    await expect(soldOut(page)).toHaveCount(0)
  })

  test('a refusal of the caller (429) shows its message and marks nothing sold out', async ({ page }) => {
    await openDress(page)
    await page.request.post('/__fixture/fail-next', { data: { path: '/ajax/basket/add', mode: '429' } })
    await addButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Too many requests' })).toBeVisible()
    await expect(soldOut(page)).toHaveCount(0)
    await expect(toggleOf(page)).toContainText('0')
    // The answer after it is the server's word again: this time the add works.
    await addButton(page).click()
    await expect(toggleOf(page)).toContainText('1')
  })
})

test.describe('hostile URLs in answers (one URL rule at the schema boundary)', () => {
  const hostile = 'javascript:window.__ran=1'
  const scriptLinks = (page: Page) => page.locator('a[href^="javascript" i], a[href^=" javascript" i]')

  test('a javascript: product, producer or recommendation url shows as text, never as a link', async ({ page }) => {
    await page.goto('/basket?seed=basket')
    await islandsMounted(page, ['checkout', 'mini-basket'])
    await page.route('**/ajax/basket/payments', async (route) => {
      const body = await (await route.fetch()).json()
      for (const product of body.basket.products) Object.assign(product, { url: hostile, producer_url: ' JavaScript:window.__ran=1' })
      body.basket.recommendations = [
        {
          id: 'x',
          title: 'Polecane',
          products: [
            { product_id: 1, name: 'Wrogi produkt', url: 'java\tscript:window.__ran=1', photo: '', price: { regular: 10, final: 10 } },
          ],
        },
      ]
      await route.fulfill({ json: body })
    })
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:basket-refresh')))
    const checkout = page.locator('#checkout')
    // The recommendations render once the shopper scrolls near them.
    await page.keyboard.press('End')
    await expect(checkout.getByText('Wrogi produkt')).toBeVisible()
    await expect(checkout.getByRole('link', { name: 'Koszula oxford slim' })).toHaveCount(0)
    await expect(checkout.locator('span.sw-co__name', { hasText: 'Koszula oxford slim' })).toBeVisible()
    await toggleOf(page).click()
    await expect(page.locator('header [data-widget="mini-basket"]').getByText('Koszula oxford slim', { exact: true })).toBeVisible()
    await expect(scriptLinks(page)).toHaveCount(0)
    await checkout.getByText('Wrogi produkt').click()
    await checkout.locator('.sw-co__name', { hasText: 'Koszula oxford slim' }).click()
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
  })

  test('a javascript: url in a cupboard item shows the name as text', async ({ page }) => {
    await page.route('**/ajax/cupboard/index/**', async (route) => {
      const body = await (await route.fetch()).json()
      const products = body.cupboard?.products ?? body.products ?? []
      for (const item of products) item.product.url = hostile
      await route.fulfill({ json: body })
    })
    await page.goto('/cupboard?login=customer')
    await islandsMounted(page, ['cupboard'])
    const list = page.locator('#cupboard')
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await expect(list.locator('.sw-cu__name').first()).toBeVisible()
    await expect(list.getByRole('listitem').first().getByRole('link')).toHaveCount(0)
    await expect(scriptLinks(page)).toHaveCount(0)
  })
})
