import type { Page } from '@playwright/test'
import { axeViolations, expect, holdRequests, islandsMounted, setCurrency, test, watchLayoutShifts } from './shop'

// The product island (SPEC 2 Listings and products, 3, 4, 7, 8, 9) on product, set and
// blind-box pages, and the preview modal on tiles.

const buyBox = (page: Page) => page.locator('.product__buy')
const value = (page: Page, attribute: string, name: string | RegExp) =>
  buyBox(page).getByRole('group', { name: attribute }).getByRole('button', { name, exact: true })
/** What the add call posted: form fields, arrays as name[] (shared/api/transport.ts). */
const posted = (request: { postData(): string | null }) => {
  const fields = new URLSearchParams(request.postData() ?? '')
  return Object.fromEntries([...new Set(fields.keys())].map((key) => [key, key.endsWith('[]') ? fields.getAll(key) : fields.get(key)]))
}
const addButton = (page: Page) => buyBox(page).getByRole('button', { name: 'Dodaj do koszyka' })
const basketToggle = (page: Page) => page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })

async function openProduct(page: Page, path: string) {
  await page.goto(path)
  await islandsMounted(page, ['mini-basket'])
  await expect(buyBox(page)).toHaveAttribute('data-widget-state', 'mounted')
  await expect(buyBox(page).locator('.sw-pr')).toBeVisible()
}

test.describe('attribute choice (SPEC 4)', () => {
  test('every rule on the size-and-colour dress, then the chosen variant goes to the basket', async ({ page }) => {
    await openProduct(page, '/p/sukienka-w-grochy')
    // The legacy form is gone, the first size in stock is chosen as the server had it.
    await expect(page.locator('form.legacy-product-form')).toHaveCount(0)
    await expect(value(page, 'Rozmiar', 'S')).toHaveAttribute('aria-pressed', 'true')
    await expect(value(page, 'Kolor', 'czerwony')).toHaveAttribute('aria-pressed', 'true')
    // A value no variant has is disabled; one with no stock left carries the notify marker.
    await expect(value(page, 'Rozmiar', 'XXS')).toBeDisabled()
    await expect(value(page, 'Kolor', 'zielony')).toHaveAccessibleDescription('brak, powiadom mnie')
    await expect(value(page, 'Kolor', 'granatowy')).toHaveAccessibleDescription('')

    // Choosing the chosen value again unselects it; add is then refused with the warning.
    await value(page, 'Rozmiar', 'S').click()
    await expect(value(page, 'Rozmiar', 'S')).toHaveAttribute('aria-pressed', 'false')
    await addButton(page).click()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Wybierz: Rozmiar.')
    await expect(basketToggle(page)).toContainText('0')
    // The warning clears once all attributes are set.
    await value(page, 'Rozmiar', 'M').click()
    await expect(buyBox(page).getByRole('alert')).toHaveCount(0)

    // M in navy has no stock: the marker, and add sets the out-of-stock flag.
    await expect(value(page, 'Kolor', 'granatowy')).toHaveAccessibleDescription('brak, powiadom mnie')
    await value(page, 'Kolor', /granatowy/).click()
    await addButton(page).click()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Ten wariant jest niedostępny.')
    await expect(basketToggle(page)).toContainText('0')

    // Green then L: there is no L in green, so the earliest choice (the colour) gives way.
    await value(page, 'Kolor', /zielony/).click()
    await expect(buyBox(page).getByRole('alert')).toHaveCount(0)
    await value(page, 'Rozmiar', 'L').click()
    await expect(value(page, 'Rozmiar', 'L')).toHaveAttribute('aria-pressed', 'true')
    await expect(value(page, 'Kolor', /zielony/)).toHaveAttribute('aria-pressed', 'false')
    await expect(value(page, 'Kolor', /granatowy/)).toHaveAttribute('aria-pressed', 'false')

    await value(page, 'Kolor', /granatowy/).click()
    await expect(buyBox(page)).toContainText('Dostawa: 5–7 dni roboczych')
    await buyBox(page).getByRole('button', { name: 'Zwiększ ilość' }).click()
    await expect(buyBox(page).getByLabel('Ilość', { exact: true })).toHaveValue('2')
    const request = page.waitForRequest('**/ajax/basket/add')
    await addButton(page).click()
    expect(posted(await request)).toMatchObject({ id: '37', quantity: '2', variant: '3707' })
    // SPEC 4: on success the basket modal opens: the confirmation, with the line and the total.
    const added = page.getByRole('dialog', { name: 'Dodano do koszyka' })
    await expect(added).toContainText('Sukienka w grochy')
    for (const detail of ['Rozmiar: L', 'Kolor: granatowy', 'Ilość: 2'])
      await expect(added.getByText(detail, { exact: true })).toBeVisible()
    await expect(added).toContainText('Razem w koszyku (2 szt.)458 zł')
    await expect(basketToggle(page)).toContainText('2')
    await expect(basketToggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test("the product's save button saves the variant chosen on the page", async ({ page }) => {
    await openProduct(page, '/p/sukienka-w-grochy?login=customer')
    await islandsMounted(page, ['cupboard-button'])
    await value(page, 'Rozmiar', 'L').click()
    await value(page, 'Kolor', /granatowy/).click()
    const request = page.waitForRequest('**/ajax/cupboard/products/add')
    const save = page.locator('.product__save')
    await save.getByRole('button', { name: 'Zapisz w szafie' }).click()
    await save.getByRole('list', { name: 'Wybierz szafę' }).getByRole('button', { name: 'Ulubione' }).click()
    // L in navy (3707, as the basket test above adds it), not the size the server printed.
    expect(posted(await request)).toMatchObject({ id: '37', variant: '3707' })
  })

  test('quantity is at least 1', async ({ page }) => {
    await openProduct(page, '/p/sukienka-midi-lniana')
    await buyBox(page).getByLabel('Ilość', { exact: true }).fill('0')
    await buyBox(page).getByLabel('Ilość', { exact: true }).blur()
    await expect(buyBox(page).getByLabel('Ilość', { exact: true })).toHaveValue('1')
  })

  // SPEC 4 "A failure without a limit flag sets out-of-stock", read as the business answer it is
  // (README "Refusals"): the server's {status: false} with 200, 409 or 422.
  test('a business "no" without a limit flag marks the product out of stock', async ({ page }) => {
    await openProduct(page, '/p/sukienka-midi-lniana')
    await page.route('**/ajax/basket/add', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Ten rozmiar właśnie się wyprzedał.' }),
      }),
    )
    await addButton(page).click()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Ten wariant jest niedostępny.')
    await expect(page.getByRole('alert').filter({ hasText: 'Ten rozmiar właśnie się wyprzedał.' })).toBeVisible()
    await expect(basketToggle(page)).toContainText('0')
  })

  test('a server failure says so and marks nothing sold out; the next press adds', async ({ page }) => {
    await openProduct(page, '/p/sukienka-midi-lniana')
    await page.request.post('/__fixture/fail-next', { data: { path: '/ajax/basket/add', mode: '500' } })
    await addButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Internal server error' })).toBeVisible()
    await expect(buyBox(page).getByText('Ten wariant jest niedostępny.')).toHaveCount(0)
    await expect(basketToggle(page)).toContainText('0')
    await addButton(page).click()
    await expect(basketToggle(page)).toContainText('1')
  })

  test('an add updates the mini basket in another tab too', async ({ page, context }) => {
    const other = await context.newPage()
    await other.goto('/o-nas')
    await islandsMounted(other, ['mini-basket'])
    await openProduct(page, '/p/koszula-oxford-slim')
    await addButton(page).click()
    await expect(basketToggle(page)).toContainText('1')
    await expect(basketToggle(other)).toContainText('1')
  })
})

test.describe('prices (SPEC 3, 9)', () => {
  test('a promotion shows its 30-day lowest price, in the visitor currency', async ({ page }) => {
    await openProduct(page, '/p/sukienka-midi-lniana')
    await expect(buyBox(page).locator('.price')).toContainText('199 zł')
    await expect(buyBox(page).locator('.price s')).toHaveText('249,99 zł')
    await expect(buyBox(page)).toContainText('Najniższa cena z 30 dni przed obniżką: 219 zł')
    await expect(buyBox(page).getByRole('listitem').filter({ hasText: 'Promocja' })).toBeVisible()
    await setCurrency(page, 2)
    await openProduct(page, '/p/sukienka-midi-lniana')
    await expect(buyBox(page).locator('.price strong')).toHaveText('45,77 €')
    await expect(buyBox(page)).toContainText('Najniższa cena z 30 dni przed obniżką: 50,37 €')
  })
})

test.describe('opinions and video (SPEC 1, 3)', () => {
  test('the average, the count and the list, with what people wrote shown as text', async ({ page }) => {
    await page.goto('/p/sukienka-midi-lniana')
    const opinions = page.getByRole('region', { name: 'Opinie' })
    await expect(opinions).toContainText('4,3 na 5 (3)')
    await expect(opinions.getByRole('listitem')).toHaveCount(3)
    // Markup in an author's name is neither shown as tags nor obeyed.
    await expect(opinions.getByRole('listitem').nth(1)).toContainText('Kasia K. ·')
    await expect(opinions).not.toContainText('<b>')
    await expect(opinions.locator('b')).toHaveCount(0)
  })

  test('a product with a video shows it, with a captions track', async ({ page }) => {
    await page.goto('/p/sukienka-wieczorowa-cekinowa')
    await expect(page.locator('video')).toHaveAttribute('src', '/media/6.mp4')
    await expect(page.locator('video track[kind="captions"]')).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('sets and blind boxes (SPEC 3, 4, 9)', () => {
  test('a set needs every product sized, shows the set price and posts variants[]', async ({ page }) => {
    await openProduct(page, '/p/zestaw-na-jesien')
    await expect(buyBox(page).locator('.price strong')).toHaveText('314,97 zł')
    await expect(buyBox(page).locator('.price s')).toHaveText('349,97 zł')
    await expect(buyBox(page)).toContainText('Rabat zestawu: 10%')
    const dress = buyBox(page).locator('.sw-pr__part').filter({ hasText: 'Sukienka dzianinowa' })
    await dress.getByRole('button', { name: 'M', exact: true }).click()
    await addButton(page).click()
    // Each product's group is named apart, and the warning says which product lacks its size.
    await expect(dress.getByRole('group', { name: 'Rozmiar: Sukienka dzianinowa prążkowana' })).toBeVisible()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Wybierz: Rozmiar (Sukienka dzianinowa prążkowana).')
    await dress.getByRole('button', { name: 'L', exact: true }).click()
    await expect(buyBox(page).getByRole('alert')).toHaveCount(0)
    const request = page.waitForRequest('**/ajax/basket/add')
    await addButton(page).click()
    expect(posted(await request)).toEqual({ id: '902', 'variants[]': ['404', '2403', '2901'] })
    await expect(basketToggle(page)).toContainText('1')
    // The confirmation names the set and its products, once each; no quantity (a set goes in once).
    const added = page.getByRole('dialog', { name: 'Dodano do koszyka' })
    await expect(added).toContainText('Zestaw na jesień')
    await expect(added.getByText('Sukienka dzianinowa prążkowana', { exact: true })).toBeVisible()
    await expect(added).not.toContainText('Ilość')
    await expect(added).toContainText('Razem w koszyku (1 szt.)314,97 zł')
  })

  test('a blind box shows its products and discount, refuses a sold-out size and posts attributes', async ({ page }) => {
    await openProduct(page, '/p/blind-box-niespodzianka')
    await expect(buyBox(page)).toContainText('Rabat: 30%')
    await expect(buyBox(page).getByRole('link', { name: 'Sukienka wieczorowa cekinowa' })).toBeVisible()
    await expect(buyBox(page).locator('.price strong')).toHaveText('69,30 zł')
    await addButton(page).click()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Wybierz: Rozmiar.')
    await expect(value(page, 'Rozmiar', 'XL')).toHaveAccessibleDescription('brak, powiadom mnie')
    await value(page, 'Rozmiar', /XL/).click()
    await addButton(page).click()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Ten wariant jest niedostępny.')
    await value(page, 'Rozmiar', 'M').click()
    const request = page.waitForRequest('**/ajax/basket/add')
    await addButton(page).click()
    expect(posted(await request)).toEqual({ id: '950', quantity: '1', 'attributes[]': ['9502'] })
    await expect(basketToggle(page)).toContainText('1')
  })
})

test.describe('size table and gallery (SPEC 2, 7, 8)', () => {
  test('the size table opens in a side panel, loaded when opened, and gives focus back', async ({ page }) => {
    await openProduct(page, '/p/sukienka-w-grochy')
    const opener = buyBox(page).getByRole('button', { name: 'Tabela rozmiarów' })
    const loaded = page.waitForResponse('**/ajax/getSizeTable/37')
    await opener.click()
    await loaded
    const panel = page.getByRole('dialog', { name: 'Tabela rozmiarów: Sukienki' })
    await expect(panel.getByRole('row', { name: /^M 88–92/ })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('the gallery by keyboard, with a photo that fails', async ({ page }) => {
    await openProduct(page, '/p/sukienka-w-grochy')
    const main = page.locator('.product__gallery .pg__main')
    // Keyboard only: the focus loads the gallery, Enter opens the full-screen view.
    await main.focus()
    await expect(page.locator('.product__gallery')).toHaveAttribute('data-widget-state', 'mounted')
    await expect(page.getByRole('button', { name: 'Powiększ zdjęcie 1 z 3' })).toBeFocused()
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog')
    await expect(viewer).toContainText('1 / 3')
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText('2 / 3')
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText('3 / 3')
    await expect(viewer.getByText('Nie udało się wczytać zdjęcia.')).toBeVisible()
    await expect(viewer.getByRole('link', { name: 'Otwórz zdjęcie' })).toHaveAttribute('href', '/images/944/products/37-back.svg')
    // Focus stays inside while open.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('ArrowLeft')
    await expect(viewer).toContainText('2 / 3')
    // A swipe on touch moves too: to the left is the next photo.
    const stage = viewer.locator('.pg-full__stage')
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 300, isPrimary: true })
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 200, isPrimary: true })
    await expect(viewer).toContainText('3 / 3')
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 200, isPrimary: true })
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 300, isPrimary: true })
    await expect(viewer).toContainText('2 / 3')
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Powiększ zdjęcie 2 z 3' })).toBeFocused()
    // A thumbnail picks the photo; the broken one says so in the photo's place.
    await page.getByRole('button', { name: 'Zdjęcie 3 z 3', exact: true }).click()
    await expect(page.locator('.product__gallery')).toContainText('Nie udało się wczytać zdjęcia.')
  })

  test('a click on a thumbnail before the gallery loaded is replayed on the island', async ({ page }) => {
    await openProduct(page, '/p/sukienka-w-grochy')
    await page.locator('.product__gallery a.pg__thumb').nth(1).click()
    await expect(page).toHaveURL(/\/p\/sukienka-w-grochy$/)
    await expect(page.getByRole('button', { name: 'Zdjęcie 2 z 3', exact: true })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('the gallery on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('a thumbnail tapped while the gallery code is still coming is picked once it has come; the page stays', async ({ page }) => {
    // The gallery's code loads with its mount point, on the first touch (widgets/product/index.tsx):
    // held here, as on a slow network, the tap comes first.
    const release = await holdRequests(page, '**/chunks/gallery-*.js')
    await openProduct(page, '/p/sukienka-w-grochy')
    await page.locator('.product__gallery a.pg__thumb').nth(1).tap()
    await expect(page.locator('.product__gallery')).toHaveAttribute('data-widget-state', 'loading')
    release()
    await expect(page.locator('.product__gallery')).toHaveAttribute('data-widget-state', 'mounted')
    await expect(page.getByRole('button', { name: 'Zdjęcie 2 z 3', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(page).toHaveURL(/\/p\/sukienka-w-grochy$/)
    // A tap on the photo opens the full-screen view, at the photo shown.
    await page.getByRole('button', { name: 'Powiększ zdjęcie 2 z 3' }).tap()
    await expect(page.getByRole('dialog')).toContainText('2 / 3')
  })
})

test.describe('takeover', () => {
  for (const path of ['/p/sukienka-w-grochy', '/p/zestaw-na-jesien', '/p/blind-box-niespodzianka']) {
    test(`${path}: axe finds nothing and the layout shift stays within 0.02`, async ({ page }) => {
      const shifts = await watchLayoutShifts(page)
      await openProduct(page, path)
      await page.waitForLoadState('load')
      expect(await shifts()).toBeLessThanOrEqual(0.02)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('a broken product card keeps the legacy form, which still adds', async ({ page, consoleLog }) => {
    await page.route('**/p/sukienka-midi-lniana', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('"product":{"id":1,', '"product":{"id":"x",')
      await route.fulfill({ response, body })
    })
    await page.goto('/p/sukienka-midi-lniana')
    await expect(buyBox(page)).toHaveAttribute('data-widget-state', 'error')
    // The console's message reaches the test a moment after the page wrote it.
    await expect.poll(() => consoleLog.errors.join('\n')).toContain('window.shopData.product.id')
    await page.locator('input[name="quantity"]').fill('2')
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click()
    await expect(basketToggle(page)).toContainText('2')
  })
})

test.describe('the preview from a tile (product-preview)', () => {
  test('on the home page: a click opens the quick view, which adds and closes', async ({ page }) => {
    await page.goto('/')
    await islandsMounted(page, ['mini-basket'])
    const tile = page.locator('.tile').filter({ hasText: 'Sukienka midi lniana' })
    const loaded = page.waitForResponse('**/product/ajaxProductPreview/1')
    // The fallback is a link to the product page; a click on it loads the island, which answers it.
    const link = tile.getByRole('link', { name: 'Szybki podgląd: Sukienka midi lniana' })
    await expect(link).toHaveAttribute('href', '/p/sukienka-midi-lniana')
    await link.evaluate((element: HTMLElement) => element.click())
    await loaded
    const preview = page.getByRole('dialog', { name: 'Sukienka midi lniana' })
    await expect(preview.getByRole('link', { name: 'Przejdź do strony produktu' })).toHaveAttribute('href', '/p/sukienka-midi-lniana')
    await expect(preview).toContainText('Najniższa cena z 30 dni przed obniżką: 219 zł')
    expect(await axeViolations(page)).toEqual([])
    await preview.getByRole('button', { name: 'M', exact: true }).click()
    await preview.getByRole('button', { name: 'Dodaj do koszyka' }).click()
    await expect(preview).toHaveCount(0)
    // The add is confirmed as on the product page; closing it brings focus back to the tile.
    const added = page.getByRole('dialog', { name: 'Dodano do koszyka' })
    await expect(added).toContainText('Sukienka midi lniana')
    await expect(added).toBeFocused()
    await expect(basketToggle(page)).toContainText('1')
    await added.getByRole('button', { name: 'Kontynuuj zakupy' }).click()
    await expect(added).toHaveCount(0)
    await expect(tile.getByRole('button', { name: 'Szybki podgląd: Sukienka midi lniana' })).toBeFocused()
    await expect(page).toHaveURL(/\/$/)
  })

  test('in the listing, by keyboard: the attribute rules hold and focus comes back to the tile', async ({ page }) => {
    await page.goto('/c/sukienki')
    await islandsMounted(page, ['mini-basket'])
    const tile = page.locator('.tile').filter({ hasText: 'Sukienka w grochy' })
    await tile.getByRole('link', { name: /Szybki podgląd/ }).focus()
    const opener = tile.getByRole('button', { name: 'Szybki podgląd: Sukienka w grochy' })
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    const preview = page.getByRole('dialog', { name: 'Sukienka w grochy' })
    const size = (name: string) => preview.getByRole('group', { name: 'Rozmiar' }).getByRole('button', { name, exact: true })
    await expect(size('XXS')).toBeDisabled()
    await size('S').click()
    await preview.getByRole('button', { name: 'Dodaj do koszyka' }).click()
    await expect(preview.getByRole('alert')).toHaveText('Wybierz: Rozmiar.')
    await page.keyboard.press('Escape')
    await expect(preview).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('a blind box promotion card previews too; a preview that cannot load says so and links to the page', async ({ page }) => {
    await page.goto('/c/sukienki')
    await page.route('**/product/ajaxProductPreview/950', (route) =>
      route.fulfill({ status: 500, body: '{"status":false,"message":"Serwer nie odpowiada."}' }),
    )
    const tile = page.getByRole('region', { name: 'Blind box: niespodzianka' })
    await tile.locator('.sw-pp__open').click()
    const preview = page.getByRole('dialog')
    await expect(preview.getByRole('alert')).toHaveText('Serwer nie odpowiada.')
    await expect(preview.getByRole('link', { name: 'Przejdź do strony produktu' })).toHaveAttribute('href', '/p/blind-box-niespodzianka')
  })
})

test.describe('keyboard on islands that load on focus', () => {
  const searchField = (page: Page) => page.locator('header').getByRole('searchbox', { name: 'Szukaj w sklepie' })
  const searchButton = (page: Page) => page.locator('header').getByRole('button', { name: 'Szukaj', exact: true })

  test('Tab from the header search field reaches its button, also when pressed before the island came', async ({ page }) => {
    // The search island's chunk is held back until the shopper has pressed Tab on the server's field.
    let release = () => {}
    const held = new Promise<void>((done) => {
      release = done
    })
    await page.route(/\/search-hints-[A-Z0-9]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/p/sukienka-w-grochy')
    await islandsMounted(page, ['mini-basket'])
    await searchField(page).focus()
    await page.keyboard.press('Tab')
    await expect(searchButton(page)).toBeFocused()
    release()
    await expect(page.locator('header [data-widget="search-hints"]')).toHaveAttribute('data-widget-state', 'mounted')
    // The island took over with focus where the shopper left it, not back on the field.
    await expect(searchButton(page)).toBeFocused()
    // And on the island itself: the field, then Tab, then the button.
    await page.locator('header').getByRole('combobox', { name: 'Szukaj w sklepie' }).focus()
    await page.keyboard.press('Tab')
    await expect(searchButton(page)).toBeFocused()
  })
})

// What a shopper on a phone (390×844, touch, scale 2) and on a laptop (1280×800) notices on the
// product page: the confirmation after an add, and the buy box's parts looking finished.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
const laptop = { viewport: { width: 1280, height: 800 } }

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Words (split at ordinary spaces only: "229 zł" is one) whose letters sit on more than one line. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = []
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/[^ \n\t]+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
          if (lines.size > 1) broken.push(match[0])
        }
      }
    }
    return broken
  }, selector)
}

test.describe('after add, a confirmation a shopper cannot miss', () => {
  for (const [name, device] of [
    ['a phone', phone],
    ['a laptop', laptop],
  ] as const) {
    test(`on ${name}: heading, line, total, the way on; focus comes and goes back; Escape and close`, async ({ browser }, testInfo) => {
      const context = await browser.newContext(device)
      const page = await context.newPage()
      const shifts = await watchLayoutShifts(page)
      await openProduct(page, '/p/sukienka-w-grochy')
      await page.waitForLoadState('load')
      expect(await shifts()).toBe(0)
      // As a shopper: the sizes in sight, M chosen, then add.
      await buyBox(page).getByRole('group', { name: 'Rozmiar' }).scrollIntoViewIfNeeded()
      await value(page, 'Rozmiar', 'M').click()
      await addButton(page).click()
      const added = page.getByRole('dialog', { name: 'Dodano do koszyka' })
      await expect(added.getByRole('heading', { name: 'Dodano do koszyka' })).toBeVisible()
      await expect(added).toBeFocused()
      await expect(added).toContainText('Sukienka w grochy')
      await expect(added).toContainText('Razem w koszyku (1 szt.)229 zł')
      await expect(added.getByRole('link', { name: 'Przejdź do koszyka' })).toHaveAttribute('href', '/basket')
      await page.screenshot({ path: testInfo.outputPath(`added-${device.viewport.width}.png`) })
      // The sizes, the quantity and the add button stay in sight, not under the panel.
      const panel = (await added.boundingBox()) as Box
      for (const control of [buyBox(page).getByRole('group', { name: 'Rozmiar' }), buyBox(page).locator('.sw-pr__qty'), addButton(page)]) {
        const box = (await control.boundingBox()) as Box
        expect(overlaps(panel, box), `${await control.textContent()} under the panel`).toBe(false)
      }
      expect(await brokenWords(page, '.sw-added')).toEqual([])
      expect(await axeViolations(page)).toEqual([])

      await added.getByRole('button', { name: 'Kontynuuj zakupy' }).click()
      await expect(added).toHaveCount(0)
      await expect(addButton(page)).toBeFocused()

      await addButton(page).click()
      await expect(added).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(added).toHaveCount(0)
      await expect(addButton(page)).toBeFocused()

      await addButton(page).click()
      await added.getByRole('button', { name: 'Zamknij' }).click()
      await expect(added).toHaveCount(0)
      await expect(addButton(page)).toBeFocused()
      await expect(basketToggle(page)).toContainText('3')
      await context.close()
    })
  }

  test('in English, the confirmation speaks English', async ({ page }) => {
    await page.goto('/en/p/koszula-oxford-slim')
    await expect(buyBox(page)).toHaveAttribute('data-widget-state', 'mounted')
    await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
    const added = page.getByRole('dialog', { name: 'Added to your basket' })
    await expect(added.getByRole('button', { name: 'Continue shopping' })).toBeVisible()
    await expect(added.getByRole('link', { name: 'Go to basket' })).toBeVisible()
  })
})

test.describe('the buy box looks finished', () => {
  test('the save heart is named and says so beside it; a sold-out size is crossed out and described', async ({ page }) => {
    await openProduct(page, '/p/sukienka-midi-lniana')
    await islandsMounted(page, ['cupboard-button'])
    const save = page.locator('.product__save').getByRole('link', { name: 'Zapisz w szafie' })
    await expect(save).toHaveAccessibleName('Zapisz w szafie')
    await expect(save).toHaveAccessibleDescription('Zaloguj się, aby zapisywać ulubione')
    await expect(save.getByText('Zapisz w szafie', { exact: true })).toBeVisible()
    const xl = value(page, 'Rozmiar', 'XL')
    await expect(xl).toHaveAccessibleDescription('brak, powiadom mnie')
    expect(await xl.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('linear-gradient')
    // The quantity is a stepper, not a field across the column.
    const stepper = (await buyBox(page).locator('.sw-pr__qty').boundingBox()) as Box
    const column = (await buyBox(page).boundingBox()) as Box
    expect(stepper.width).toBeLessThan(column.width / 2)
  })

  test('the lowest price sits under the price, and the badge text in the middle of its badge', async ({ page }) => {
    await openProduct(page, '/p/sukienka-midi-lniana')
    const price = (await buyBox(page).locator('.price').boundingBox()) as Box
    const lowest = (await buyBox(page).locator('.price-lowest').boundingBox()) as Box
    // 30 px before: a paragraph's margin between a price and what it says of that price.
    expect(lowest.y - (price.y + price.height)).toBeLessThanOrEqual(12)
    const badge = buyBox(page).locator('.sw-pr__fiches li').first()
    // Where the capitals' middle is against the badge's middle: the font's baseline from the text's box.
    const off = await badge.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const style = getComputedStyle(element)
      const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const baseline = range.getBoundingClientRect().top + canvas.measureText(element.textContent ?? '').fontBoundingBoxAscent
      const box = element.getBoundingClientRect()
      return baseline - canvas.measureText('H').actualBoundingBoxAscent / 2 - (box.top + box.height / 2)
    })
    // 1.9 px above before: "Promocja" sat high in its badge.
    expect(Math.abs(off)).toBeLessThanOrEqual(1)
  })

  for (const width of [320, 390, 1280]) {
    test(`at ${width} px wide no word, price or date breaks inside`, async ({ browser }) => {
      const context = await browser.newContext(width === 1280 ? laptop : { ...phone, viewport: { width, height: 844 } })
      const page = await context.newPage()
      for (const path of ['/p/sukienka-midi-lniana', '/p/sukienka-w-grochy', '/p/zestaw-na-jesien', '/en/p/sukienka-wieczorowa-cekinowa']) {
        await openProduct(page, path)
        expect(await brokenWords(page, '.product__info, .product-opinions, .breadcrumb'), path).toEqual([])
        // Nor a sideways scroll (the video was 640 px wide on any screen).
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0)
      }
      await context.close()
    })
  }
})
