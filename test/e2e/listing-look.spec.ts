import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test, watchShifts } from './shop'

// The listing and the home page as a shopper sees them, on a phone and a
// laptop: one tile everywhere, filters as a finished theme's, nothing that moves while scrolling,
// every tap target at least 24 px. The screenshots are attached to the report (looked at by hand).

const tiles = (page: Page) => page.locator('.tiles > .tile')
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
]

/** What a tile shows, top to bottom: its parts' classes in the order they stand on the screen. */
const tileOrder = (page: Page) =>
  tiles(page)
    .first()
    .evaluate((tile) =>
      [...tile.children]
        // In the flow only: the save button sits on the picture's corner.
        .filter((part) => part.getBoundingClientRect().height > 0 && getComputedStyle(part).position !== 'absolute')
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
        .map((part) => part.classList[0]),
    )

/** The visible controls of the listing (or the home page's grid) smaller than 24 x 24 px (WCAG 2.5.8). */
const smallTargets = (page: Page, within: string) =>
  page.locator(within).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a, button, input:not([type="hidden"]), select')]
      .filter((control) => control.checkVisibility() && !control.closest('.sw-visually-hidden, .sw-ls__description'))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && (box.width < 24 || box.height < 24))
      .map(({ control, box }) => `${control.className || control.tagName} "${control.textContent?.trim()}" ${box.width}x${box.height}`),
  )

/** Scrolls to the page's end a screen at a time, each step long enough for the save buttons to mount. */
async function scrollToEnd(page: Page) {
  for (let step = 0; step < 60; step++) {
    const [y, end] = await page.evaluate(() => [window.scrollY + window.innerHeight, document.documentElement.scrollHeight])
    if (y >= end - 1) return
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(150)
  }
}

for (const { name, viewport } of screens) {
  test.describe(`the listing on a ${name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport })

    test('the category and the home page: screenshots, one tile, no axe violations, targets of 24 px', async ({ page }, info) => {
      await page.goto('/c/sukienki')
      await islandsMounted(page, ['listing'])
      await page.screenshot({ path: info.outputPath(`category-${name}.png`) })
      await info.attach(`category-${name}`, { path: info.outputPath(`category-${name}.png`), contentType: 'image/png' })
      const categoryOrder = await tileOrder(page)
      // Brand, name, prices: the picture first, the add button last.
      expect(categoryOrder.slice(0, 4)).toEqual(['sw-tile__media', 'tile__brand', 'tile__link', 'sw-tile__price'])
      expect(await smallTargets(page, '.sw-ls')).toEqual([])
      expect(await axeViolations(page)).toEqual([])

      await page.goto('/')
      await islandsMounted(page, ['mini-basket'])
      await tiles(page).first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: info.outputPath(`home-${name}.png`) })
      await info.attach(`home-${name}`, { path: info.outputPath(`home-${name}.png`), contentType: 'image/png' })
      // The home page's tiles are the listing's: the same parts in the same order, the same look.
      await expect(tiles(page).first()).toHaveClass('tile sw-tile')
      const homeOrder = await tileOrder(page)
      expect(homeOrder.filter((part) => part !== 'sw-tile__fiches')).toEqual(categoryOrder.filter((part) => part !== 'sw-tile__fiches'))
      const brand = tiles(page).first().locator('.tile__brand')
      expect(await brand.evaluate((link) => getComputedStyle(link).textTransform)).toBe('uppercase')
      expect(await smallTargets(page, '.tiles')).toEqual([])
      expect(await axeViolations(page)).toEqual([])
    })

    test('scrolling a category to its end moves nothing: the save buttons have their place before they mount', async ({ page }) => {
      const shifts = await watchShifts(page)
      await page.goto('/c/sukienki')
      await islandsMounted(page, ['listing'])
      const last = tiles(page).last()
      const before = await last.evaluate((tile) => tile.getBoundingClientRect().height)
      await expect(last.locator('[data-widget="cupboard-button"]')).not.toHaveAttribute('data-widget-state', 'mounted')
      await scrollToEnd(page)
      await expect(last.locator('[data-widget="cupboard-button"]')).toHaveAttribute('data-widget-state', 'mounted')
      // A visitor's save button is a link to log in; a customer's a button: either, drawn.
      await expect(last.locator('.sw-cb')).toBeVisible()
      expect(await last.evaluate((tile) => tile.getBoundingClientRect().height)).toBe(before)
      const { sum, moved } = await shifts()
      expect(sum, moved.join('\n')).toBe(0)
      // "Do koszyka" lines up across a row.
      const tops = await tiles(page).evaluateAll((items) =>
        items.map((item) => [
          item.getBoundingClientRect().top,
          item.querySelector('.legacy-add, .tile__more')?.getBoundingClientRect().top,
        ]),
      )
      const firstRow = tops.filter(([top]) => top === tops[0]?.[0]).map(([, button]) => button)
      expect(firstRow.length).toBeGreaterThan(1)
      expect(new Set(firstRow).size).toBe(1)
    })
  })
}

test.describe('the filters', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('boxes of 24 px, colour swatches, a price range in złoty with its own apply, chips that remove one, one "clear"', async ({
    page,
  }, info) => {
    await page.goto('/c/sukienki')
    await islandsMounted(page, ['listing'])
    const size = page.getByRole('group', { name: 'Rozmiar' })
    const box = await size.getByRole('checkbox', { name: 'M', exact: true }).boundingBox()
    expect([box?.width, box?.height]).toEqual([24, 24])
    // The group's name stands over its options, not on a border.
    expect(await size.evaluate((group) => getComputedStyle(group).borderTopWidth)).toBe('0px')
    const swatches = page.getByRole('group', { name: 'Kolor' }).locator('.sw-ls__swatch')
    expect(await swatches.count()).toBeGreaterThan(5)
    expect(await swatches.first().evaluate((swatch) => getComputedStyle(swatch).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    // No leftover "Pokaż" of the form without scripts; no "clear" while nothing is chosen.
    await expect(page.getByRole('button', { name: 'Pokaż', exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Wyczyść/ })).toHaveCount(0)

    await size.getByRole('checkbox', { name: 'M', exact: true }).check()
    await expect(page).toHaveURL(/\/c\/sukienki\/rozmiar_m$/)
    const price = page.getByRole('group', { name: 'Cena' })
    await expect(price.getByText('zł')).toHaveCount(2)
    await price.getByRole('spinbutton', { name: 'od' }).fill('100')
    await price.getByRole('spinbutton', { name: 'do' }).fill('300')
    await price.getByRole('button', { name: 'Zastosuj' }).click()
    await expect(page).toHaveURL(/\/c\/sukienki\/rozmiar_m\?price-from=100&price-to=300$/)
    const chips = page.getByRole('list', { name: 'Wybrane filtry' })
    await expect(chips.getByRole('link')).toHaveText(['Usuń filtr Rozmiar: M×', 'Usuń filtr Cena: 100–300 zł×'])
    // Above the results.
    const [chipsBox, firstTile] = [await chips.boundingBox(), await tiles(page).first().boundingBox()]
    expect((chipsBox?.y ?? 0) + (chipsBox?.height ?? 0)).toBeLessThanOrEqual(firstTile?.y ?? 0)
    await expect(page.getByRole('link', { name: /Wyczyść/ })).toHaveCount(1)
    await page.screenshot({ path: info.outputPath('filters-laptop.png') })
    await info.attach('filters-laptop', { path: info.outputPath('filters-laptop.png'), contentType: 'image/png' })
    expect(await axeViolations(page)).toEqual([])

    await chips.getByRole('link', { name: 'Usuń filtr Rozmiar: M' }).click()
    await expect(page).toHaveURL(/\/c\/sukienki\?price-from=100&price-to=300$/)
    await expect(size.getByRole('checkbox', { name: 'M', exact: true })).not.toBeChecked()
    await page.getByRole('link', { name: 'Wyczyść filtry' }).click()
    await expect(page).toHaveURL(/\/c\/sukienki$/)
    await expect(chips).toHaveCount(0)
    await expect(price.getByRole('spinbutton', { name: 'od' })).toHaveValue('')
  })

  test('without scripts the server prints the chips as links, and one "Pokaż" sends the form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const base = test.info().project.use.baseURL ?? ''
    await page.goto(`${base}/c/sukienki/rozmiar_m?price-from=100`)
    const chips = page.getByRole('list', { name: 'Wybrane filtry' })
    await expect(chips.getByRole('link')).toHaveText(['Usuń filtr Rozmiar: M×', 'Usuń filtr Cena: od 100 zł×'])
    await chips.getByRole('link', { name: 'Usuń filtr Cena: od 100 zł' }).click()
    await expect(page).toHaveURL(/\/c\/sukienki\/rozmiar_m$/)
    await expect(page.getByRole('button', { name: 'Pokaż', exact: true })).toHaveCount(1)
    await context.close()
  })
})
