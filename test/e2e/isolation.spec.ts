import { expect, islandsMounted, test } from './shop'

test('a widget with malformed props and one whose chunk is missing keep their fallback; the others work', async ({ page, consoleLog }) => {
  // The connection alert's chunk is gone (an old page after a deploy pruned it).
  await page.route(/\/static\/www\/connection-alert-[A-Z0-9]+\.js/, (route) => route.fulfill({ status: 404, body: 'not found' }))
  await page.goto('/test/isolation')

  const badProps = page.locator('#bad-props')
  await expect(badProps).toHaveAttribute('data-widget-state', 'error')
  await expect(badProps.getByRole('link', { name: 'Basket fallback' })).toBeVisible()

  const missing = page.locator('#missing-chunk')
  await expect(missing).toHaveAttribute('data-widget-state', 'error')
  await expect(missing).toContainText('Connection fallback')

  await expect(page.locator('#working')).toHaveAttribute('data-widget-state', 'mounted')
  // The working island still works: a legacy script's notification shows in it.
  await page.evaluate(() =>
    document.dispatchEvent(new CustomEvent('shop:notify', { detail: { content: 'Still working', type: 'notification-www-top' } })),
  )
  await expect(page.locator('#working').getByText('Still working')).toBeVisible()

  // One console error per failed widget, naming it and the reason (its words load after the failure).
  const ours = () => consoleLog.errors.filter((text) => text.startsWith('[shop-widgets]'))
  await expect.poll(() => ours().length).toBe(2)
  const mine = ours()
  expect(mine.find((text) => text.includes('mini-basket'))).toMatch(/mini-basket: malformed data-props/)
  expect(mine.find((text) => text.includes('connection-alert'))).toMatch(
    /connection-alert: Loading chunk connection-alert failed\. \(missing: http:\/\/127\.0\.0\.1:\d+\/static\/www\/connection-alert-[A-Z0-9]+\.js\)/,
  )
  expect(mine).toHaveLength(2)
})

test('a chunk that fails is retried once with a cache-busting query', async ({ page }) => {
  // The chunk's own address fails (the head's modulepreload and the loader's import alike); the
  // cache-busting address is not matched, so it is answered.
  await page.route(/\/static\/www\/mini-basket-[A-Z0-9]+\.js$/, (route) => route.fulfill({ status: 503, body: 'busy' }))
  const retried = page.waitForRequest(/\/static\/www\/mini-basket-[A-Z0-9]+\.js\?retry$/)
  await page.goto('/')
  await retried
  await expect(page.locator('[data-widget="mini-basket"]').first()).toHaveAttribute('data-widget-state', 'mounted')
})

test('a stylesheet that fails keeps the fallback and names the CSS chunk', async ({ page, consoleLog }) => {
  await page.route(/\/static\/www\/mini-basket-[A-Z0-9]+\.css/, (route) => route.abort())
  await page.goto('/')
  const host = page.locator('header [data-widget="mini-basket"]')
  await expect(host).toHaveAttribute('data-widget-state', 'error')
  await expect(host.getByRole('link', { name: /Koszyk/ })).toBeVisible()
  await expect
    .poll(() => consoleLog.errors.join('\n'))
    .toMatch(/Loading CSS chunk mini-basket failed\. \(http:\/\/127\.0\.0\.1:\d+\/static\/www\/mini-basket-[A-Z0-9]+\.css\)/)
})

test('a malformed part of window.shopData gets its default and one warning naming the path', async ({ page, consoleLog }) => {
  await page.goto('/?broken=setup&seed=basket')
  await expect(page.locator('header [data-widget="mini-basket"]')).toHaveAttribute('data-widget-state', 'mounted')
  // The mini basket still shows the basket, in the default currency.
  await expect(page.locator('header [data-widget="mini-basket"]').getByRole('button')).toContainText('zł')
  const warnings = consoleLog.warnings.filter((text) => text.includes('window.shopData.setup'))
  expect(warnings.length).toBeGreaterThanOrEqual(1)
  expect(new Set(warnings).size).toBe(warnings.length)
  expect(warnings[0]).toMatch(/window\.shopData\.setup\.\w+/)
})

// Never a false state: data the islands cannot read never shows the shopper something untrue.
test('a basket in window.shopData that cannot be read keeps the server mini basket, not an empty one', async ({ page, consoleLog }) => {
  await page.goto('/o-nas?seed=basket&broken=basket')
  const host = page.locator('header [data-widget="mini-basket"]')
  await expect(host).toHaveAttribute('data-widget-state', 'error')
  // The server's markup says what the server knows: two items.
  await expect(host.getByRole('link', { name: /Koszyk/ })).toContainText('2')
  expect(consoleLog.errors.join('\n')).toContain('mini-basket: window.shopData.basket.products: expected a list')
})

test('an add whose answer cannot be read, but which worked, opens the basket with it: no "try again"', async ({ page }) => {
  await page.goto('/c/sukienki?seed=basket')
  await islandsMounted(page, ['mini-basket'])
  const toggle = page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })
  await expect(toggle).toContainText('2')
  // The shop adds the product, but its answer is a page of HTML.
  await page.route('**/ajax/basket/add', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: '<html><body>Dodano</body></html>', headers: { 'content-type': 'text/html' } })
  })
  await page.locator('.legacy-add').first().click()
  await expect(toggle).toContainText('3')
  await expect(page.getByRole('region', { name: 'Koszyk' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await (await page.request.get('/__fixture/basket')).json()).toMatchObject({ products: expect.any(Array) })
})

test('a page that does not inline the manifest: loader.js fetches manifest.json', async ({ page }) => {
  await page.route('**/o-nas', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(/<script type="application\/json" id="shop-widgets-manifest">.*?<\/script>/s, '')
    await route.fulfill({ response, body })
  })
  const manifest = page.waitForRequest('**/static/www/manifest.json')
  await page.goto('/o-nas')
  await manifest
  await expect(page.locator('header [data-widget="mini-basket"]')).toHaveAttribute('data-widget-state', 'mounted')
})

test('with an inlined manifest the page asks for no manifest at all', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('manifest.json')) asked.push(request.url())
  })
  await page.goto('/o-nas')
  await expect(page.locator('header [data-widget="mini-basket"]')).toHaveAttribute('data-widget-state', 'mounted')
  expect(asked).toEqual([])
})
