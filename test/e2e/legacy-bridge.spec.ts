import { expect, grantAnalytics, islandsMounted, test } from './shop'

test.describe('legacy scripts and islands share one basket', () => {
  test('a legacy add-to-basket button updates the mini basket and the legacy counter', async ({ page, context }) => {
    await grantAnalytics(context)
    await page.goto('/c/sukienki')
    await islandsMounted(page, ['mini-basket'])
    const toggle = page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })
    await expect(toggle).toContainText('0')
    await page.locator('.legacy-add').first().click()
    await expect(toggle).toContainText('1')
    // SPEC 4: after a successful add the basket panel opens.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The island announced the new basket; the legacy footer counter listened.
    await expect(page.locator('[data-legacy-basket-count]')).toHaveText('1')
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event))
    expect(events).toContain('addToCart')
  })

  test('the product page form adds the chosen size and quantity', async ({ page }) => {
    await page.goto('/c/sukienki')
    // A product's tile (the blind box's promotion card above the tiles is not a plain product).
    const href = await page.locator('.sw-ls__tiles a.tile__link').first().getAttribute('href')
    await page.goto(href as string)
    await islandsMounted(page, ['mini-basket'])
    await page.locator('input[name="quantity"]').fill('2')
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click()
    await expect(page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })).toContainText('2')
  })

  test('shop:basket-refresh re-reads the basket and shopWidgets.stores exposes it', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['mini-basket'])
    const count = await page.evaluate(async () => {
      const stores = await (window as unknown as { shopWidgets: { stores(): Promise<{ basketCount(): number }> } }).shopWidgets.stores()
      return stores.basketCount()
    })
    expect(count).toBe(0)
    // Another tab (simulated by a direct call) fills the basket; a refresh event brings it in.
    await page.request.get('/?seed=basket')
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:basket-refresh')))
    await expect(page.locator('header [data-widget="mini-basket"]').getByRole('button')).toContainText('2')
  })

  test('shop:notify shows a legacy notification, made safe', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['notifications'])
    await page.evaluate(() => {
      ;(window as unknown as { hacked: boolean }).hacked = false
      document.dispatchEvent(
        new CustomEvent('shop:notify', {
          detail: {
            content: 'Saved <img src=x onerror="window.hacked=true">',
            type: 'notification-www-top',
            variables: { color: 'success' },
          },
        }),
      )
    })
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { hacked: boolean }).hacked)).toBe(false)
  })
})

test.describe('add to basket from anywhere (SPEC 7 payloads)', () => {
  const add = (page: import('@playwright/test').Page, detail: object) =>
    page.evaluate((d) => document.dispatchEvent(new CustomEvent('shop:basket-add', { detail: d })), detail)
  const count = (page: import('@playwright/test').Page) =>
    page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })

  test('a set with one variant per product', async ({ page }) => {
    await page.goto('/o-nas')
    await expect(count(page)).toContainText('0')
    await add(page, { id: 901, variants: [1002, 103] })
    await expect(count(page)).toContainText('1')
    await expect(page.getByRole('region', { name: 'Koszyk' })).toContainText('Zestaw lniany')
  })

  test('a blind box with its size, from its tile', async ({ page }) => {
    await page.goto('/c/sukienki')
    await expect(count(page)).toContainText('0')
    await page.locator('.legacy-add[data-product-id="950"]').click()
    await expect(count(page)).toContainText('1')
    await expect(page.getByRole('region', { name: 'Koszyk' })).toContainText('Blind box: niespodzianka')
  })

  test('a size out of stock everywhere says so and marks nothing added', async ({ page }) => {
    await page.goto('/o-nas')
    await add(page, { id: 950, quantity: 1, attributes: [9504] })
    await expect(page.getByRole('alert').filter({ hasText: 'out of stock' })).toBeVisible()
    await expect(count(page)).toContainText('0')
    const outOfStock = await page.evaluate(async () => {
      const stores = await (
        window as unknown as { shopWidgets: { stores(): Promise<{ $outOfStock?: { get(): Set<number> } }> } }
      ).shopWidgets.stores()
      return stores.$outOfStock ? [...stores.$outOfStock.get()] : null
    })
    expect(outOfStock).toEqual([950])
  })

  test('a set variant over the stock is refused with the limit message, nothing marked', async ({ page }) => {
    await page.goto('/o-nas')
    await add(page, { id: 901, variants: [1002, 105] })
    await expect(page.getByRole('alert').filter({ hasText: 'not available' })).toBeVisible()
    await expect(count(page)).toContainText('0')
  })
})
