import type { Page } from '@playwright/test'
import { axeViolations, expect, grantAnalytics, holdRequests, islandsMounted, test, watchLayoutShifts } from './shop'

// The listing island on /c/{slug} and /search over the fixture's generated catalogue.

const count = (page: Page) => page.locator('.sw-ls__count')
const countOf = async (page: Page) => Number((await count(page).textContent())?.match(/\d+/)?.[0])
const tiles = (page: Page) => page.locator('.sw-ls__tiles > .tile')
const pages = (page: Page) => page.getByRole('navigation', { name: 'Strony' })
const productClicks = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string; ecommerce?: unknown }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'productClick',
    ),
  )

async function mounted(page: Page, path: string) {
  await page.goto(path)
  await islandsMounted(page, ['listing'])
}

test.describe('the listing island', () => {
  test('filters, price, sorting, page size and pages change in place; reload and Back restore each step', async ({ page }) => {
    // A whole journey of a dozen loads and Backs: more than one step's time.
    test.setTimeout(60_000)
    await mounted(page, '/c/buty')
    const all = await countOf(page)
    // Reloads would lose this mark: every step below must happen in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    await page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: '40' }).check()
    await expect(page).toHaveURL(/\/c\/buty\/rozmiar_40$/)
    await page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: '41' }).check()
    await expect(page).toHaveURL(/\/c\/buty\/rozmiar_40,41$/)
    await page.getByRole('group', { name: 'Płeć' }).getByRole('checkbox', { name: 'Kobiety' }).check()
    await expect(page).toHaveURL(/\/c\/buty\/plec_kobiety\/rozmiar_40,41$/)
    const filtered = await countOf(page)
    expect(filtered).toBeLessThan(all)

    await page.getByRole('spinbutton', { name: 'od' }).fill('150')
    await page.getByRole('spinbutton', { name: 'do' }).fill('700')
    await page.getByRole('spinbutton', { name: 'do' }).press('Enter')
    await expect(page).toHaveURL(/\/c\/buty\/plec_kobiety\/rozmiar_40,41\?price-from=150&price-to=700$/)

    await page.getByRole('combobox', { name: 'Sortowanie' }).selectOption({ label: 'Cena: od najniższej' })
    await expect(page).toHaveURL(/sorting=2/)
    const prices = await tiles(page).locator('.sw-tile__price strong').allTextContents()
    const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(values.every((value) => value >= 150 && value <= 700)).toBe(true)

    // Back to everything in the category, 24 a page, to reach page 3.
    await page.getByRole('link', { name: 'Wyczyść filtry' }).click()
    await expect(page).toHaveURL(/\/c\/buty\?sorting=2$/)
    await page.getByRole('combobox', { name: 'Na stronie' }).selectOption('24')
    await expect(page).toHaveURL(/\/c\/buty\?perPage=24&sorting=2$/)
    await expect(tiles(page)).toHaveCount(24)
    await pages(page).getByRole('link', { name: 'Strona 3' }).click()
    await expect(page).toHaveURL(/\/c\/buty\?perPage=24&sorting=2&page=3$/)
    await expect(pages(page).getByRole('link', { name: 'Strona 3' })).toHaveAttribute('aria-current', 'page')
    const third = await tiles(page).locator('.tile__name').allTextContents()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // A reload shows the same state, from the server.
    await page.reload()
    await islandsMounted(page, ['listing'])
    await expect(tiles(page).locator('.tile__name')).toHaveText(third)
    await expect(page.getByRole('combobox', { name: 'Na stronie' })).toHaveValue('24')

    // Back through each step.
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/buty\?perPage=24&sorting=2$/)
    await expect(pages(page).getByRole('link', { name: 'Strona 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/buty\?sorting=2$/)
    await expect(tiles(page)).toHaveCount(36)
    await page.goBack()
    await expect(page).toHaveURL(/sorting=2/)
    await expect(page.getByRole('spinbutton', { name: 'od' })).toHaveValue('150')
    await expect(page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: '41' })).toBeChecked()
    await page.goBack()
    await expect(page).toHaveURL(/\?price-from=150&price-to=700$/)
    await expect(page.getByRole('combobox', { name: 'Sortowanie' })).toHaveValue('1')
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/buty\/plec_kobiety\/rozmiar_40,41$/)
    await expect(page.getByRole('spinbutton', { name: 'od' })).toHaveValue('')
    // The address and the fields follow Back at once; the count when the answer has come.
    await expect(count(page)).toHaveText(`Produkty: ${filtered}`)
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/buty\/rozmiar_40,41$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/buty\/rozmiar_40$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/buty$/)
    await expect(count(page)).toHaveText(`Produkty: ${all}`)
    await expect(page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: '40' })).not.toBeChecked()
  })

  test('Back returns to where the shopper had scrolled', async ({ page }) => {
    await mounted(page, '/c/sukienki')
    await pages(page).scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    await pages(page).getByRole('link', { name: 'Następna' }).click()
    await expect(page).toHaveURL(/page=2$/)
    // The new page starts at the top of the listing.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled)
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/sukienki$/)
    // The same place, not further down: page 1 is taller than page 2, and the browser's scroll
    // anchoring once took the shopper to the footer.
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2)
    await expect(pages(page)).toBeInViewport()
  })

  test('a page outside the range is clamped, and the count is announced', async ({ page }) => {
    await mounted(page, '/c/sukienki?page=99')
    await expect(pages(page).getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page')
    // 55 dresses (the seed rows, the generated ones and the product page's dress in two colours): two pages of 36.
    await expect(page.getByRole('status').filter({ hasText: 'Produkty:' })).toHaveText('Produkty: 55')
  })

  test("SPEC 2: a 'marka' category has no brand filter, an 'on' category no gender filter", async ({ page }) => {
    await mounted(page, '/c/marka-lniana')
    await expect(page.getByRole('group', { name: 'Rozmiar' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Marka' })).toHaveCount(0)
    await expect(page.getByRole('group', { name: 'Płeć' })).toBeVisible()
    await mounted(page, '/c/on')
    await expect(page.getByRole('group', { name: 'Marka' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Płeć' })).toHaveCount(0)
  })

  test('SPEC 2 is the island’s: against answers that carry every filter, a brand category shows no brand filter', async ({ page }) => {
    // A backend without the rule: its answers, the page's props and each POST, carry the
    // brand and gender filters on every category. The fixture's own page markup keeps its rule.
    const brand = { id: 3, code: 'marka', name: 'Marka', url: 'marka', values: [{ id: 3000, v: 'Lniana', u: 'lniana' }] }
    const gender = { id: 4, code: 'plec', name: 'Płeć', url: 'plec', values: [{ id: 4000, v: 'Kobiety', u: 'kobiety' }] }
    type Answer = { attributes: { code: string }[] }
    const withEvery = (answer: Answer) => ({
      ...answer,
      attributes: [...answer.attributes.filter((filter) => filter.code !== 'marka' && filter.code !== 'plec'), brand, gender],
    })
    let sent = 0
    await page.route('**/c/marka-lniana**', async (route) => {
      const response = await route.fetch()
      sent++
      if (route.request().method() === 'POST') return route.fulfill({ response, json: withEvery(await response.json()) })
      const body = (await response.text()).replace(
        /(<script type="application\/json" data-widget-props>)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const props = JSON.parse(json) as { answer: Answer }
          return open + JSON.stringify({ ...props, answer: withEvery(props.answer) }).replace(/</g, '\\u003c') + close
        },
      )
      return route.fulfill({ response, body })
    })
    await mounted(page, '/c/marka-lniana')
    await expect(page.getByRole('group', { name: 'Rozmiar' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Płeć' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Marka' })).toHaveCount(0)
    // An answer loaded in place is held to the rule too.
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('combobox', { name: 'Sortowanie' }).selectOption({ label: 'Cena: od najniższej' })
    await answered
    await expect(page).toHaveURL(/\/c\/marka-lniana\?sorting=2$/)
    await expect(page.getByRole('group', { name: 'Płeć' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Marka' })).toHaveCount(0)
    expect(sent).toBe(2)
  })

  test('a failed load keeps the results shown, with a notice; a newer choice replaces an older one', async ({ page }) => {
    await mounted(page, '/c/koszule')
    const before = await tiles(page).locator('.tile__name').allTextContents()
    await page.route('**/c/koszule/**', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
    // click(), not check(): the failed load undoes the tick, sometimes before check() looks at it.
    await page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox', { name: 'czarny' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się wczytać produktów' })).toBeVisible()
    await expect(tiles(page).locator('.tile__name')).toHaveText(before)
    await expect(page).toHaveURL(/\/c\/koszule$/)
    await expect(page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox', { name: 'czarny' })).not.toBeChecked()
    await page.unroute('**/c/koszule/**')

    // Two quick choices: the first answer is held back, and only the second one is shown.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/c/koszule/kolor_czarny', async (route) => {
      await held
      await route.continue().catch(() => {})
    })
    await page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox', { name: 'czarny' }).check()
    await page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox', { name: 'biały' }).check()
    await expect(page).toHaveURL(/\/c\/koszule\/kolor_bialy,czarny$/)
    release()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page).toHaveURL(/\/c\/koszule\/kolor_bialy,czarny$/)
  })

  test('a product click reaches the analytics data layer with its place in the listing', async ({ page, context }) => {
    await grantAnalytics(context)
    await mounted(page, '/c/sukienki?page=2')
    const popup = context.waitForEvent('page')
    // A click that opens a new tab is a product click too, and keeps this page to look at.
    await tiles(page)
      .nth(1)
      .locator('.tile__link')
      .click({ modifiers: ['ControlOrMeta'] })
    await (await popup).close()
    // Analytics' code loads on the tile's first hover, focus or press: a click before it came is
    // sent when it comes, so the data layer is read until it holds the click.
    const clicks = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event: string; ecommerce?: unknown }[] }).dataLayer ?? []).filter(
          (e) => e.event === 'productClick',
        ),
      )
    await expect.poll(clicks).toEqual([
      {
        event: 'productClick',
        ecommerce: { click: { actionField: { list: 'Sukienki' }, products: [expect.objectContaining({ position: 38 })] } },
      },
    ])
  })

  test('a tile click made before the analytics code has come is sent when it comes', async ({ page, context }) => {
    await grantAnalytics(context)
    // The analytics load on the first sign of intent on a tile (widgets/listing/listing.tsx): held
    // here, as on a slow network, the click comes first.
    const release = await holdRequests(page, '**/chunks/analytics-*.js')
    await mounted(page, '/c/sukienki?page=2')
    const popup = context.waitForEvent('page')
    await tiles(page)
      .nth(1)
      .locator('.tile__link')
      .click({ modifiers: ['ControlOrMeta'] })
    await (await popup).close()
    expect(await productClicks(page)).toEqual([])
    release()
    await expect
      .poll(() => productClicks(page))
      .toEqual([
        {
          event: 'productClick',
          ecommerce: { click: { actionField: { list: 'Sukienki' }, products: [expect.objectContaining({ position: 38 })] } },
        },
      ])
  })

  test('by keyboard only, before the tiles code has come: Space on a filter applies it, and its tiles show when the code comes', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/chunks/drawn-*.js')
    await mounted(page, '/c/koszule')
    const all = await countOf(page)
    const first = await tiles(page).locator('.tile__name').allTextContents()
    const black = page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox', { name: 'czarny' })
    await black.focus()
    await page.keyboard.press('Space')
    await expect(black).toBeChecked()
    // While the code comes, the results stay as they were, dimmed, never an empty grid; the
    // address follows the answer shown.
    await expect(page.locator('.sw-ls__results')).toHaveAttribute('aria-busy', 'true')
    await expect(tiles(page).locator('.tile__name')).toHaveText(first)
    expect(page.url()).toMatch(/\/c\/koszule$/)
    release()
    await expect(page).toHaveURL(/\/c\/koszule\/kolor_czarny$/)
    await expect(page.locator('.sw-ls__results')).toHaveAttribute('aria-busy', 'false')
    const filtered = await countOf(page)
    expect(filtered).toBeLessThan(all)
    await expect(tiles(page)).toHaveCount(Math.min(filtered, 36))
    await expect(tiles(page).first().locator('.tile__name')).not.toHaveText(first[0] ?? '')
  })

  test('a Back that fails to load keeps the results, says so, and loads on Try again', async ({ page }) => {
    await mounted(page, '/c/koszule')
    await page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox', { name: 'czarny' }).check()
    await expect(page).toHaveURL(/\/c\/koszule\/kolor_czarny$/)
    const filtered = await countOf(page)
    await page.route('**/c/koszule', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
    await page.goBack()
    await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się wczytać produktów' })).toBeVisible()
    expect(await countOf(page)).toBe(filtered)
    await page.unroute('**/c/koszule')
    const retry = page.getByRole('alert').getByRole('button', { name: 'Spróbuj ponownie' })
    // Its text can be read: not white on white inside the notice.
    const [color, background] = await retry.evaluate((button) => [getComputedStyle(button).color, getComputedStyle(button).backgroundColor])
    expect(color).not.toBe(background)
    await retry.click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page).toHaveURL(/\/c\/koszule$/)
    expect(await countOf(page)).toBeGreaterThan(filtered)
    await expect(page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox', { name: 'czarny' })).not.toBeChecked()
  })

  test('the view choice puts more tiles in a row and is kept for a year', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await mounted(page, '/c/sukienki')
    const perRow = async () => {
      const tops = await tiles(page).evaluateAll((items) => items.slice(0, 8).map((item) => Math.round(item.getBoundingClientRect().top)))
      return tops.filter((top) => top === tops[0]).length
    }
    const large = await perRow()
    // On a phone the view choice is with the filters and sorting, in the drawer.
    const drawer = page.getByRole('dialog', { name: 'Filtry i sortowanie' })
    await page.getByRole('button', { name: 'Filtry i sortowanie' }).click()
    const view = drawer.getByRole('group', { name: 'Widok' })
    await view.getByRole('button', { name: 'Małe zdjęcia' }).click()
    await expect(view.getByRole('button', { name: 'Małe zdjęcia' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect.poll(perRow).toBeGreaterThan(large)
    const cookie = (await context.cookies()).find((each) => each.name === 'listing_view')
    expect(cookie?.value).toBe('small')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    // The server prints the choice: the page comes back with small photos before any script.
    await page.reload()
    await islandsMounted(page, ['listing'])
    expect(await perRow()).toBeGreaterThan(large)
    await page.getByRole('button', { name: 'Filtry i sortowanie' }).click()
    await expect(view.getByRole('button', { name: 'Małe zdjęcia' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('the search narrows to a category; model colours show as swatches', async ({ page }) => {
    await mounted(page, '/search?phrase=a')
    const all = await countOf(page)
    await page.getByLabel('Kategoria').selectOption({ label: 'Buty' })
    await expect(page).toHaveURL(/[?&]category_id=3(&|$)/)
    await expect.poll(() => countOf(page)).toBeLessThan(all)
    await page.reload()
    await islandsMounted(page, ['listing'])
    await expect(page.getByLabel('Kategoria')).toHaveValue('3')
    await page.goto('/c/sukienki')
    const swatch = page.locator('.sw-tile__colours a').first()
    await expect(swatch).toBeVisible()
    expect(await swatch.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  })

  test('an empty result offers to clear the filters', async ({ page }) => {
    await mounted(page, '/c/akcesoria?price-from=100000')
    await expect(page.getByText('Nie znaleźliśmy produktów spełniających te warunki.')).toBeVisible()
    await page.locator('.sw-ls__empty').getByRole('link', { name: 'Wyczyść filtry' }).click()
    await expect(page).toHaveURL(/\/c\/akcesoria$/)
    await expect(tiles(page)).toHaveCount(36)
  })

  test('the blind box is a promotion card above the grid, never a tile: page size and price order hold; it leaves while a filter narrows', async ({
    page,
  }) => {
    // It was a 25th tile of a 24-tile page and the last of "Cena: od najniższej" at 69,30 zł.
    await mounted(page, '/c/sukienki?perPage=24&sorting=2')
    const promo = page.getByRole('region', { name: 'Blind box: niespodzianka' })
    await expect(promo).toBeVisible()
    await expect(promo.getByText('Oferta specjalna')).toBeVisible()
    await expect(tiles(page)).toHaveCount(24)
    await expect(tiles(page).filter({ hasText: 'Blind box' })).toHaveCount(0)
    const prices = await tiles(page).locator('.sw-tile__price strong').allTextContents()
    const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
    expect(values).toEqual([...values].sort((a, b) => a - b))
    // Above the grid, across it: a banner, not a tile's box.
    const [card, first] = [await promo.boundingBox(), await tiles(page).first().boundingBox()]
    expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(first?.y ?? 0)
    expect(card?.width ?? 0).toBeGreaterThan(2 * (first?.width ?? 0))
    // Regular price struck through first, the price to pay after it, as on the tiles.
    await expect(promo.locator('.sw-tile__price')).toHaveText(/99 zł\s*69,30 zł$/)
    await expect(promo.getByRole('button', { name: 'Do koszyka' })).toBeVisible()

    await page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox').first().check()
    await expect(page).toHaveURL(/\/c\/sukienki\/kolor_/)
    await expect(promo).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/sukienki\?perPage=24&sorting=2$/)
    // Drawn by the island this time, in the same place and with its size to add.
    await expect(promo.locator('.legacy-add')).toHaveAttribute('data-attribute-value-id', /\d+/)
    await expect(tiles(page)).toHaveCount(24)
    await page.goto('/c/sukienki?page=2')
    await islandsMounted(page, ['listing'])
    await expect(promo).toHaveCount(0)
  })

  test('the category page has no axe violations and does not move when the island takes over', async ({ page }) => {
    const shifts = await watchLayoutShifts(page)
    await mounted(page, '/c/sukienki')
    expect(await shifts()).toBeLessThanOrEqual(0.02)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the listing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('a tap on a page link (no hover) draws page 2; Back from a product and Back, Forward draw each page again', async ({ page }) => {
    await mounted(page, '/c/sukienki')
    const first = await tiles(page).locator('.tile__name').allTextContents()
    await pages(page).getByRole('link', { name: 'Strona 2' }).tap()
    await expect(page).toHaveURL(/\/c\/sukienki\?page=2$/)
    await expect(pages(page).getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page')
    await expect(tiles(page).first().locator('.tile__name')).not.toHaveText(first[0] ?? '')
    const second = await tiles(page).locator('.tile__name').allTextContents()
    expect(second.length).toBeGreaterThan(0)
    // To a product and back: page 2 again (the server's or the browser's copy), then page 1 drawn.
    await tiles(page).first().locator('.tile__link').tap()
    await expect(page).toHaveURL(/\/p\//)
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/sukienki\?page=2$/)
    await islandsMounted(page, ['listing'])
    await expect(tiles(page).locator('.tile__name')).toHaveText(second)
    await page.goBack()
    await expect(page).toHaveURL(/\/c\/sukienki$/)
    await expect(tiles(page).locator('.tile__name')).toHaveText(first)
    await page.goForward()
    await expect(page).toHaveURL(/\/c\/sukienki\?page=2$/)
    await expect(tiles(page).locator('.tile__name')).toHaveText(second)
  })

  test('filters and sorting open from one button in a drawer: by touch, then by keyboard; the page does not move', async ({ page }) => {
    const shifts = await watchLayoutShifts(page)
    await mounted(page, '/c/sukienki')
    const open = page.getByRole('button', { name: 'Filtry i sortowanie' })
    // The first tiles are on the first screen, the filters behind one button.
    await expect(tiles(page).first()).toBeInViewport()
    await expect(page.getByRole('group', { name: 'Rozmiar' })).toBeHidden()
    expect(await shifts()).toBeLessThanOrEqual(0.02)

    // Touch: every group in the drawer, each choice applies at once, the count follows.
    await open.tap()
    const drawer = page.getByRole('dialog', { name: 'Filtry i sortowanie' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: 'XS' }).tap()
    await expect(page).toHaveURL(/\/c\/sukienki\/rozmiar_xs$/)
    const count = await countOf(page)
    await expect(drawer.getByRole('button', { name: `Pokaż produkty (${count})` })).toBeVisible()
    await drawer.getByRole('button', { name: `Pokaż produkty (${count})` }).tap()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: /Filtry i sortowanie/ })).toContainText('1')

    // Keyboard: Enter opens it, Tab stays inside, Escape closes it and focus goes back.
    await page.getByRole('button', { name: /Filtry i sortowanie/ }).focus()
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: /Filtry i sortowanie/ })).toBeFocused()

    // "Wyczyść" takes every filter off.
    await page.getByRole('button', { name: /Filtry i sortowanie/ }).click()
    await drawer.getByRole('link', { name: 'Wyczyść', exact: true }).click()
    await expect(page).toHaveURL(/\/c\/sukienki$/)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form and the page links work', async ({ page }) => {
    await page.goto('/c/buty')
    await page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: '40' }).check()
    await page.getByRole('combobox', { name: 'Sortowanie' }).selectOption({ label: 'Cena: od najwyższej' })
    await page.getByRole('button', { name: 'Pokaż' }).click()
    await expect(page).toHaveURL(/\/c\/buty\/rozmiar_40\?perPage=36&sorting=3$/)
    await expect(page.getByRole('group', { name: 'Rozmiar' }).getByRole('checkbox', { name: '40' })).toBeChecked()
    await page.goto('/c/buty')
    await pages(page).getByRole('link', { name: 'Następna' }).click()
    await expect(page).toHaveURL(/\/c\/buty\?page=2$/)
    await expect(pages(page).getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('search hints in the header', () => {
  const field = (page: Page) => page.getByRole('combobox', { name: 'Szukaj w sklepie' })

  test('loads on focus and reaches a product by keyboard only', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/search/hints')) asked.push(new URL(request.url()).searchParams.get('phrase') ?? '')
    })
    await page.goto('/o-nas')
    await expect(page.locator('[data-widget="search-hints"]')).not.toHaveAttribute('data-widget-state', /./)
    await page.getByRole('searchbox', { name: 'Szukaj w sklepie' }).focus()
    await expect(field(page)).toBeFocused()
    await page.keyboard.type('midi lnian')
    const list = page.getByRole('listbox', { name: 'Podpowiedzi' })
    await expect(list.getByRole('option', { name: /Sukienka midi lniana/ })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Podpowiedzi:' })).toHaveText(/Podpowiedzi: \d+/)
    // Debounced: the whole phrase asked last, not one call per letter (a pause of more than the
    // debounce inside the typing, as a loaded machine makes, may ask once more on the way).
    expect(asked.at(-1)).toBe('midi lnian')
    expect(asked.length).toBeLessThanOrEqual(2)
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await page.keyboard.press('ArrowDown')
    await expect(list).toBeVisible()
    await page.keyboard.press('ArrowUp')
    await expect(field(page)).toHaveAttribute('aria-activedescendant', /.+/)
    await expect(list.getByRole('option', { selected: true })).toContainText('Sukienka midi lniana')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/p\/sukienka-midi-lniana$/)
  })

  test('hints that fail to load say so and keep what was typed; Enter still searches; axe with the hints open', async ({ page }) => {
    await page.goto('/o-nas')
    await page.getByRole('searchbox', { name: 'Szukaj w sklepie' }).focus()
    await page.keyboard.type('sukienka')
    await expect(page.getByRole('listbox', { name: 'Podpowiedzi' }).getByRole('option').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.route('**/search/hints**', (route) => route.fulfill({ status: 500, body: '<html>error</html>' }))
    await page.keyboard.type(' midi')
    const notice = 'Podpowiedzi są teraz niedostępne. Naciśnij Enter, aby wyszukać.'
    await expect(page.locator('.sw-sh__failed')).toHaveText(notice)
    await expect(page.getByRole('status').filter({ hasText: notice })).toHaveCount(1)
    await expect(field(page)).toHaveValue('sukienka midi')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?phrase=sukienka\+midi$/)
  })

  test('Enter goes to the search page, whose listing shows the phrase found', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Szukaj w sklepie' }).focus()
    await page.keyboard.type('SOWA')
    await expect(page.getByRole('listbox', { name: 'Podpowiedzi' }).getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?phrase=SOWA$/)
    await islandsMounted(page, ['listing'])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('„SOWA”')
    expect(await countOf(page)).toBeGreaterThan(3)
    await expect(tiles(page).first().locator('.tile__brand')).toHaveText('Sowa & Syn')
    await expect(page.getByRole('searchbox', { name: 'Szukaj w sklepie' })).toHaveValue('SOWA')
    expect(await axeViolations(page)).toEqual([])
  })
})
