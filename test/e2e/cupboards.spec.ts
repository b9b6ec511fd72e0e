import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test } from './shop'

const list = (page: Page) => page.locator('#cupboard')
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Szafy' })
const itemOf = (page: Page, name: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
const miniCount = (page: Page) => page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })

async function openCupboards(page: Page, path = '/cupboard') {
  await page.goto(`${path}?login=customer`)
  await islandsMounted(page, ['cupboard-tabs', 'cupboard'])
  await expect(list(page).getByRole('heading', { level: 2 })).toBeVisible()
}

test.describe('cupboards (SPEC 2 Cupboards, 4)', () => {
  test('the default cupboard with tabs; add to basket only where the variant can be bought', async ({ page }) => {
    await openCupboards(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Moje szafy' })).toBeVisible()
    await expect(tabs(page).getByRole('link')).toHaveCount(2)
    await expect(tabs(page).getByRole('link', { name: /Ulubione/ })).toHaveAttribute('aria-current', 'page')
    await expect(list(page).getByRole('listitem')).toHaveCount(4)
    await expect(itemOf(page, 'Sukienka dzianinowa prążkowana').getByRole('button', { name: /Dodaj do koszyka/ })).toBeVisible()
    await expect(itemOf(page, 'Koszula oxford slim').getByRole('button', { name: /Dodaj do koszyka/ })).toHaveCount(0)
    await expect(itemOf(page, 'Koszula oxford slim')).toContainText('Niedostępny')
    // Stock fully blocked counts as none (SPEC 9).
    await expect(itemOf(page, 'Sukienka mini z falbaną').getByRole('button', { name: /Dodaj do koszyka/ })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('SPEC 7 {type}Action: renaming a cupboard through the form the server gives', async ({ page }) => {
    await openCupboards(page, '/cupboard/2')
    await list(page).getByRole('button', { name: 'Zmień nazwę' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nowa nazwa szafy „Na wesele”' })
    const field = dialog.getByRole('textbox', { name: /Nazwa szafy/ })
    await expect(field).toHaveValue('Na wesele')
    // A name already taken comes back under the field; the dialog stays.
    await field.fill('Ulubione')
    await dialog.getByRole('button', { name: 'Zapisz' }).click()
    await expect(dialog).toContainText('Masz już szafę o nazwie „Ulubione”.')
    await field.fill('Lato')
    await dialog.getByRole('button', { name: 'Zapisz' }).click()
    await expect(dialog).toBeHidden()
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('Lato')
    await expect(tabs(page).getByRole('link', { name: /Lato/ })).toHaveAttribute('aria-current', 'page')
    await page.reload()
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('Lato')
  })

  test('a tab changes the cupboard without a reload; Back re-selects', async ({ page }) => {
    await openCupboards(page)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await tabs(page)
      .getByRole('link', { name: /Na wesele/ })
      .click()
    await expect(page).toHaveURL(/\/cupboard\/2$/)
    await expect(list(page)).toContainText('Ta szafa jest pusta.')
    await page.goBack()
    await expect(list(page).getByRole('listitem')).toHaveCount(4)
    await page.goForward()
    await expect(list(page)).toContainText('Ta szafa jest pusta.')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test('ticking two and moving them to the basket: the mini basket grows, the cupboard shrinks', async ({ page }) => {
    await openCupboards(page)
    await expect(miniCount(page)).toContainText('0')
    await itemOf(page, 'Sukienka dzianinowa prążkowana').getByRole('checkbox').check()
    await itemOf(page, 'Koszula lniana oversize').getByRole('checkbox').check()
    const bar = page.getByRole('region', { name: 'Zaznaczone: 2' })
    await bar.getByRole('button', { name: 'Dodaj zaznaczone do koszyka' }).click()
    await expect(list(page).getByRole('listitem')).toHaveCount(2)
    await expect(miniCount(page)).toContainText('2')
    await expect(page.getByRole('region', { name: /Zaznaczone/ })).toHaveCount(0)
  })

  test('deleting the ticked products', async ({ page }) => {
    await openCupboards(page)
    await itemOf(page, 'Koszula oxford slim').getByRole('checkbox').check()
    await page.getByRole('region', { name: 'Zaznaczone: 1' }).getByRole('button', { name: 'Usuń zaznaczone' }).click()
    await expect(list(page).getByRole('listitem')).toHaveCount(3)
    await expect(tabs(page).getByRole('link', { name: /Ulubione/ })).toContainText('3')
  })

  test('creating, setting the default, and removing an empty cupboard', async ({ page }) => {
    await openCupboards(page)
    await list(page).getByLabel('Nowa szafa').fill('  Na lato  ')
    await list(page).getByRole('button', { name: 'Utwórz' }).click()
    await expect(tabs(page).getByRole('link')).toHaveCount(3)
    await expect(tabs(page).getByRole('link', { name: /Na lato/ })).toHaveAttribute('aria-current', 'page')
    await list(page).getByRole('button', { name: 'Ustaw jako domyślną' }).click()
    await expect(list(page).getByText('Domyślna')).toBeVisible()
    // A duplicate is refused with the reason; what was typed stays.
    await list(page).getByLabel('Nowa szafa').fill('ulubione')
    await list(page).getByRole('button', { name: 'Utwórz' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Masz już szafę' })).toBeVisible()
    await expect(list(page).getByLabel('Nowa szafa')).toHaveValue('ulubione')
    // Remove the empty "Na wesele": then to myAccount/cupboards.
    await tabs(page)
      .getByRole('link', { name: /Na wesele/ })
      .click()
    await list(page).getByRole('button', { name: 'Usuń szafę' }).click()
    // It cannot be undone: a dialog asks first, and Cancel keeps the cupboard.
    const confirm = page.getByRole('dialog', { name: 'Usunąć szafę „Na wesele”?' })
    await confirm.getByRole('button', { name: 'Anuluj' }).first().click()
    await expect(confirm).toHaveCount(0)
    await expect(page).toHaveURL(/\/cupboard\/2$/)
    await list(page).getByRole('button', { name: 'Usuń szafę' }).click()
    await confirm.getByRole('button', { name: 'Usuń szafę' }).click()
    await expect(page).toHaveURL(/\/myAccount\/cupboards$/)
    await expect(tabs(page).getByRole('link')).toHaveCount(2)
  })

  test('tabs show only with more than one cupboard', async ({ page }) => {
    await openCupboards(page, '/cupboard/2')
    await list(page).getByRole('button', { name: 'Usuń szafę' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń szafę' }).click()
    await expect(page).toHaveURL(/\/myAccount\/cupboards$/)
    await expect(list(page).getByRole('listitem')).toHaveCount(4)
    await expect(tabs(page)).toHaveCount(0)
  })

  test('a cupboard name with markup shows as text and runs nothing', async ({ page }) => {
    await openCupboards(page)
    await page.evaluate(() => {
      ;(window as unknown as { hacked: boolean }).hacked = false
    })
    const name = '<img src=x onerror="window.hacked=true">'
    await list(page).getByLabel('Nowa szafa').fill(name)
    await list(page).getByRole('button', { name: 'Utwórz' }).click()
    await expect(tabs(page).getByRole('link', { name: name })).toBeVisible()
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText(name)
    await page.reload()
    await islandsMounted(page, ['cupboard-tabs'])
    await expect(tabs(page).getByRole('link', { name: name })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).not.toBe(true)
  })

  test('a failing call shows its notice and leaves the list and the ticks as they were', async ({ page }) => {
    await openCupboards(page)
    await itemOf(page, 'Sukienka dzianinowa prążkowana').getByRole('checkbox').check()
    await page.route('**/ajax/cupboard/products/delete', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await page.getByRole('region', { name: 'Zaznaczone: 1' }).getByRole('button', { name: 'Usuń zaznaczone' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Request failed with status code 500' })).toBeVisible()
    await expect(list(page).getByRole('listitem')).toHaveCount(4)
    await expect(itemOf(page, 'Sukienka dzianinowa prążkowana').getByRole('checkbox')).toBeChecked()
  })
})

test.describe('the save button (cupboard-button)', () => {
  test('saving from a tile: pressed there, and the product is in the default cupboard', async ({ page }) => {
    await page.goto('/c/koszule?login=customer')
    const tile = page.locator('.tile').filter({ hasText: 'Koszula oxford slim' })
    const save = tile.locator('[data-widget="cupboard-button"]').getByRole('button', { name: 'Zapisz w szafie' })
    await tile.scrollIntoViewIfNeeded()
    // Already saved in the seed: pressed.
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await save.click()
    // Several cupboards? No: it is saved, so this press takes it out of every cupboard.
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    await page.getByRole('list', { name: 'Wybierz szafę' }).getByRole('button', { name: 'Na wesele' }).click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/cupboard/2')
    await islandsMounted(page, ['cupboard'])
    await expect(itemOf(page, 'Koszula oxford slim')).toBeVisible()
  })

  test('another tab sees the change', async ({ page, context }) => {
    await page.goto('/c/koszule?login=customer')
    const other = await context.newPage()
    await other.goto('/c/koszule')
    const tileIn = (p: Page) =>
      p
        .locator('.tile')
        .filter({ hasText: 'Koszula oxford slim' })
        .locator('[data-widget="cupboard-button"]')
        .getByRole('button', { name: 'Zapisz w szafie' })
    await tileIn(other).scrollIntoViewIfNeeded()
    await expect(tileIn(other)).toHaveAttribute('aria-pressed', 'true')
    await tileIn(page).scrollIntoViewIfNeeded()
    await tileIn(page).click()
    await expect(tileIn(other)).toHaveAttribute('aria-pressed', 'false', { timeout: 1000 })
  })

  test('a guest is asked to log in', async ({ page }) => {
    await page.goto('/c/koszule')
    const tile = page.locator('.tile').first()
    await tile.scrollIntoViewIfNeeded()
    await expect(tile.locator('[data-widget="cupboard-button"]').getByRole('link', { name: /Zaloguj się/ })).toHaveAttribute(
      'href',
      /\/access\/login/,
    )
  })
})

test('a tab is read as its name and its count, apart', async ({ page }) => {
  await openCupboards(page)
  await expect(tabs(page).getByRole('link', { name: /^Ulubione\s*,\s*4 prod\.$/ })).toBeVisible()
})

test('a new cupboard named like one the shopper has is refused before it is sent; the name stays to be corrected', async ({ page }) => {
  await openCupboards(page)
  const adds: string[] = []
  page.on('request', (request) => request.url().includes('/ajax/cupboard/add') && adds.push(request.url()))
  const field = list(page).getByLabel('Nowa szafa')
  await field.fill(' ulubione ')
  await field.press('Enter')
  await expect(list(page).getByRole('alert')).toHaveText('Masz już szafę o tej nazwie.')
  await expect(field).toHaveValue(' ulubione ')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('Na lato')
  await expect(list(page).getByRole('alert')).toHaveCount(0)
  expect(adds).toEqual([])
})
