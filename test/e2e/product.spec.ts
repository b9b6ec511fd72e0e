import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test, watchLayoutShifts } from './shop'

// Issue 14: the product island (SPEC 2 Listings and products, 3, 4, 7, 8, 9) on product, set and
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
    await expect(value(page, 'Kolor', /zielony/)).toHaveAccessibleName('zielony, brak, powiadom mnie')
    await expect(value(page, 'Kolor', /granatowy/)).toHaveAccessibleName('granatowy')

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
    await expect(value(page, 'Kolor', /granatowy/)).toHaveAccessibleName('granatowy, brak, powiadom mnie')
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
    await buyBox(page).getByLabel('Ilość').fill('2')
    const request = page.waitForRequest('**/ajax/basket/add')
    await addButton(page).click()
    expect(posted(await request)).toMatchObject({ id: '37', quantity: '2', variant: '3707' })
    // SPEC 4: on success the basket opens and shows the line.
    await expect(basketToggle(page)).toContainText('2')
    await expect(basketToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('header [data-widget="mini-basket"]')).toContainText('Sukienka w grochy')
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
    await buyBox(page).getByLabel('Ilość').fill('0')
    await buyBox(page).getByLabel('Ilość').blur()
    await expect(buyBox(page).getByLabel('Ilość')).toHaveValue('1')
  })

  test('a failure without a limit flag marks the product out of stock', async ({ page }) => {
    await openProduct(page, '/p/sukienka-midi-lniana')
    await page.request.post('/__fixture/fail-next', { data: { path: '/ajax/basket/add', mode: '500' } })
    await addButton(page).click()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Ten wariant jest niedostępny.')
    await expect(basketToggle(page)).toContainText('0')
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
    await page.request.get('/currency/set/2')
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
    await expect(opinions.getByText('Kasia <b>K.</b>')).toBeVisible()
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
    await expect(page.locator('header [data-widget="mini-basket"]')).toContainText('Zestaw na jesień')
  })

  test('a blind box shows its products and discount, refuses a sold-out size and posts attributes', async ({ page }) => {
    await openProduct(page, '/p/blind-box-niespodzianka')
    await expect(buyBox(page)).toContainText('Rabat: 30%')
    await expect(buyBox(page).getByRole('link', { name: 'Sukienka wieczorowa cekinowa' })).toBeVisible()
    await expect(buyBox(page).locator('.price strong')).toHaveText('69,30 zł')
    await addButton(page).click()
    await expect(buyBox(page).getByRole('alert')).toHaveText('Wybierz: Rozmiar.')
    await expect(value(page, 'Rozmiar', /XL/)).toHaveAccessibleName('XL, brak, powiadom mnie')
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
    expect(consoleLog.errors.join('\n')).toContain('window.shopData.product.id')
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
    await expect(basketToggle(page)).toContainText('1')
    await expect(basketToggle(page)).toHaveAttribute('aria-expanded', 'true')
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

  test('a blind box tile previews too; a preview that cannot load says so and links to the page', async ({ page }) => {
    await page.goto('/c/sukienki')
    await page.route('**/product/ajaxProductPreview/950', (route) =>
      route.fulfill({ status: 500, body: '{"status":false,"message":"Serwer nie odpowiada."}' }),
    )
    const tile = page.locator('.tile').filter({ hasText: 'Blind box' })
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
