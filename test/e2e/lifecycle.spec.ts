import type { Page } from '@playwright/test'
import { expect, islandsMounted, test } from './shop'

/** Adds a mini basket's mount point after load, as a legacy script would: first in `into`, or last. */
const addMiniBasket = (page: Page, mount: { id: string; load?: string; html: string; into: 'main' | 'footer'; last?: true }) =>
  page.evaluate(({ id, load, html, into, last }) => {
    const host = document.createElement('div')
    host.id = id
    host.dataset.widget = 'mini-basket'
    if (load) host.dataset.load = load
    host.innerHTML = html
    const parent = document.querySelector(into)
    if (last) parent?.append(host)
    else parent?.prepend(host)
  }, mount)

test.describe('mount points that come and go after load', () => {
  test('an inserted mount point mounts once, a moved one stays mounted once, a removed one unmounts', async ({ page }) => {
    await page.goto('/o-nas?seed=basket')
    await islandsMounted(page, ['mini-basket'])
    await addMiniBasket(page, { id: 'late', html: '<a href="/basket">Late fallback</a>', into: 'main' })
    const late = page.locator('#late')
    await expect(late).toHaveAttribute('data-widget-state', 'mounted')
    await expect(late.getByRole('button', { name: /Koszyk/ })).toContainText('2')

    // Moving it within the page (remove and insert in one go) neither remounts nor duplicates it.
    await page.evaluate(() => document.querySelector('footer')?.append(document.getElementById('late') as HTMLElement))
    await expect(late).toHaveAttribute('data-widget-state', 'mounted')
    await expect(late.locator('.shop-island')).toHaveCount(1)
    const marks = await page.evaluate(() => performance.getEntriesByName('shop-widget:mini-basket').length)
    expect(marks).toBe(2) // the header one and the late one, each mounted once

    // Removed: unmounted, its store subscription released (a later basket change does not touch it).
    const detached = await page.evaluate(() => {
      const host = document.getElementById('late') as HTMLElement
      host.remove()
      return new Promise<string>((resolve) => setTimeout(() => resolve(host.innerHTML), 50))
    })
    expect(detached).toContain('Late fallback')
    expect(detached).not.toContain('shop-island')
  })

  test('shopWidgets.mount and unmount work for legacy scripts', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['mini-basket'])
    const state = await page.evaluate(async () => {
      const widgets = (window as unknown as { shopWidgets: { unmount(el: Element): void; mount(root?: ParentNode): void } }).shopWidgets
      const host = document.querySelector('header [data-widget="mini-basket"]') as HTMLElement
      widgets.unmount(host)
      const after = host.getAttribute('data-widget-state')
      const fallback = host.textContent
      widgets.mount()
      return { after, fallback }
    })
    expect(state.after).toBeNull()
    expect(state.fallback).toContain('Koszyk')
    await expect(page.locator('header [data-widget="mini-basket"]')).toHaveAttribute('data-widget-state', 'mounted')
  })
})

test.describe('load triggers', () => {
  const addInteractionIsland = (page: Page) =>
    addMiniBasket(page, {
      id: 'on-demand',
      load: 'interaction',
      html: '<button type="button" data-replay="toggle">Open basket</button>',
      into: 'main',
    })

  test('an interaction island loads on the first tap and replays it', async ({ page }) => {
    await page.goto('/o-nas?seed=basket')
    await islandsMounted(page, ['mini-basket'])
    await addInteractionIsland(page)
    const host = page.locator('#on-demand')
    await page.waitForTimeout(200)
    await expect(host).not.toHaveAttribute('data-widget-state', /./)
    // A tap: a click with no hover before it.
    await host.getByRole('button', { name: 'Open basket' }).dispatchEvent('click')
    await expect(host).toHaveAttribute('data-widget-state', 'mounted')
    // The tap that loaded it opened the panel: the shopper does not tap twice.
    await expect(host.getByRole('button', { name: /Koszyk/ })).toHaveAttribute('aria-expanded', 'true')
  })

  test('an interaction island loads on keyboard focus and keeps the focus', async ({ page }) => {
    await page.goto('/o-nas?seed=basket')
    await islandsMounted(page, ['mini-basket'])
    await addInteractionIsland(page)
    await page.locator('#on-demand').getByRole('button', { name: 'Open basket' }).focus()
    await expect(page.locator('#on-demand')).toHaveAttribute('data-widget-state', 'mounted')
    const toggle = page.locator('#on-demand').getByRole('button', { name: /Koszyk/ })
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  test('a visible island loads only when scrolled near', async ({ page }) => {
    await page.goto('/regulamin')
    await islandsMounted(page, ['mini-basket'])
    await addMiniBasket(page, { id: 'far', load: 'visible', html: 'Far fallback', into: 'footer', last: true })
    const far = page.locator('#far')
    await page.waitForTimeout(300)
    await expect(far).not.toHaveAttribute('data-widget-state', /./)
    await far.scrollIntoViewIfNeeded()
    await expect(far).toHaveAttribute('data-widget-state', 'mounted')
  })

  test('an idle island loads after the page settles', async ({ page }) => {
    await page.goto('/o-nas?seed=basket')
    await islandsMounted(page, ['mini-basket'])
    await addMiniBasket(page, { id: 'later', load: 'idle', html: 'Later fallback', into: 'main', last: true })
    await expect(page.locator('#later')).toHaveAttribute('data-widget-state', 'mounted')
    await expect(page.locator('#later').getByRole('button', { name: /Koszyk/ })).toContainText('2')
  })
})

test('the loader links no stylesheet the page head linked, and one the head lacks once for all its mount points', async ({ page }) => {
  await page.goto('/o-nas')
  // The connection alert loads through the loader; its style is the head's.
  await expect(page.locator('[data-widget="connection-alert"]')).toHaveAttribute('data-widget-state', 'mounted')
  const sheets = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href))
  const headSheets = await sheets()
  expect(headSheets.filter((href) => /\/connection-alert-\w+\.css$/.test(href))).toHaveLength(1)
  expect(headSheets.filter((href) => /\/cupboard-button-\w+\.css$/.test(href))).toHaveLength(0)
  // Two save buttons a legacy script adds: the page has no style for them yet.
  await page.evaluate(() => {
    for (const id of ['save-1', 'save-2']) {
      const host = document.createElement('div')
      host.id = id
      host.dataset.widget = 'cupboard-button'
      host.dataset.props = JSON.stringify({ productId: 30 })
      document.querySelector('main')?.append(host)
    }
  })
  await expect(page.locator('#save-1')).toHaveAttribute('data-widget-state', 'mounted')
  await expect(page.locator('#save-2')).toHaveAttribute('data-widget-state', 'mounted')
  const after = await sheets()
  expect(after.filter((href) => /\/cupboard-button-\w+\.css$/.test(href))).toHaveLength(1)
  expect(new Set(after).size).toBe(after.length)
})

test('a tapped fallback link still goes where it points when its island cannot load; a focused one does not', async ({ page }) => {
  await page.route(/\/static\/www\/mini-basket-[A-Z0-9]+\.js/, (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.goto('/o-nas')
  for (const id of ['focused', 'tapped']) {
    await addMiniBasket(page, { id, load: 'interaction', html: `<a href="/regulamin">Basket (${id})</a>`, into: 'main' })
  }
  await page.locator('#focused a').focus()
  await expect(page.locator('#focused')).toHaveAttribute('data-widget-state', 'error')
  expect(page.url()).toContain('/o-nas')
  await page.locator('#tapped a').dispatchEvent('click')
  await page.waitForURL('**/regulamin')
})

test('an island ready while the shopper is still pressing its fallback waits for the click, then replays it', async ({ page }) => {
  await page.context().clearCookies({ name: 'cookie_consent' })
  await page.goto('/o-nas')
  const host = page.locator('[data-widget="cookie-consent"]')
  const settings = host.locator('summary')
  const box = await settings.boundingBox()
  if (!box) throw new Error('no settings button')
  // Hovering asks for the island's chunk, which arrives only once the press has begun.
  let arrive = () => {}
  const pressed = new Promise<void>((resolve) => {
    arrive = resolve
  })
  await page.route(/\/cookie-consent-[A-Z0-9]+\.js$/, async (route) => {
    await pressed
    await route.continue()
  })
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  arrive()
  await expect(host.locator('.shop-island .sw-cc')).toBeAttached()
  await expect(host).toHaveAttribute('data-widget-state', 'loading')
  await page.mouse.up()
  await expect(host).toHaveAttribute('data-widget-state', 'mounted')
  // One press, one toggle: the settings are open.
  await expect(host.locator('details')).toHaveAttribute('open', '')
})
