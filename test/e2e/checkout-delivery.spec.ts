import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test } from './shop'

// Checkout step 2, /basket/delivery (SPEC 2 Basket flow, 4 Checkout, 5, 8): as a guest and as a
// logged-in customer, from the basket to the summary.

const step = (page: Page) => page.locator('#checkout')
const radio = (page: Page, name: RegExp | string) => step(page).getByRole('radio', { name })
const proceed = (page: Page) => step(page).getByRole('button', { name: 'Dalej' })
const problems = (page: Page) => step(page).locator('.sw-dl__summary')

async function asGuest(page: Page) {
  await page.goto('/basket?seed=basket')
  await islandsMounted(page, ['checkout'])
  await step(page).getByRole('link', { name: 'Dalej' }).click()
  await page.waitForURL(/\/access\/login/)
  await page.getByRole('button', { name: 'Kontynuuj bez konta' }).click()
  await page.waitForURL(/\/basket\/delivery$/)
  await expect(radio(page, /Kurier DPD/)).toBeVisible()
}

async function fillGuestAddress(page: Page, postcode = '90-001') {
  const form = step(page).getByRole('group', { name: 'Adres dostawy' })
  await form.getByLabel('Imię').fill('Anna')
  await form.getByLabel('Nazwisko').fill('Nowak')
  await form.getByLabel('Ulica i numer').fill('Piotrkowska 1')
  await form.getByLabel(/Kod pocztowy/).fill(postcode)
  await form.getByLabel('Miejscowość').fill('Łódź')
  await form.getByLabel('Telefon').fill('600100200')
  await form.getByLabel('E-mail').fill('anna.nowak@example.com')
}

test.describe('delivery step (SPEC 4 Checkout)', () => {
  test('a guest: the messages in order, a bank wall, the address typed survives a reload, then the summary', async ({
    page,
    consoleLog,
  }) => {
    await asGuest(page)
    await proceed(page).click()
    await expect(problems(page)).toHaveText('Wybierz sposób dostawy.')

    // A courier with several payments: nothing chosen for the shopper; SPEC 5 says what is missing.
    await radio(page, /Kurier DPD/).check()
    await proceed(page).click()
    await expect(problems(page)).toHaveText('Wybierz sposób płatności.')

    // The payment wall needs a bank.
    await radio(page, /Szybki przelew Blue Media/).check()
    await proceed(page).click()
    await expect(problems(page)).toContainText('Wybierz bank, przez który zapłacisz.')
    await radio(page, 'mBank').check()

    await fillGuestAddress(page, '90001')
    await page.reload()
    await islandsMounted(page, ['checkout'])
    // Chosen and typed data come back after a reload (kept for this tab).
    await expect(radio(page, /Kurier DPD/)).toBeChecked()
    await expect(radio(page, 'mBank')).toBeChecked()
    const form = step(page).getByRole('group', { name: 'Adres dostawy' })
    await expect(form.getByLabel('Miejscowość')).toHaveValue('Łódź')

    // The consents box is required by the form itself.
    await proceed(page).click()
    await expect(
      step(page)
        .getByText(/Akceptuję regulamin sklepu/)
        .first(),
    ).toBeVisible()
    await step(page)
      .getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })
      .check()

    // The server refuses the postcode: the hint shows on the field and nothing typed is lost.
    await proceed(page).click()
    await expect(form.getByLabel(/Kod pocztowy/)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Podaj kod pocztowy w formacie 00-000.')).toBeVisible()
    await expect(form.getByLabel('Imię')).toHaveValue('Anna')

    await form.getByLabel(/Kod pocztowy/).fill('90-001')
    await proceed(page).click()
    await page.waitForURL(/\/basket\/summary$/)
    expect(consoleLog.errors).toEqual([])
  })

  test('a point-type delivery: one payment is chosen for the shopper, the point is picked from the list by keyboard', async ({ page }) => {
    await asGuest(page)
    await radio(page, /ORLEN Paczka za pobraniem/).check()
    // SPEC 4: a delivery with one payment gets it at once.
    await expect(
      step(page)
        .getByRole('radio', { name: /pobraniem|przy odbiorze/i })
        .last(),
    ).toBeChecked()
    await proceed(page).click()
    await expect(problems(page)).toHaveText('Wybierz punkt odbioru.')
    // The forms wait for the point (SPEC 5).
    await expect(step(page).getByRole('group', { name: 'Adres dostawy' })).toHaveCount(0)

    await step(page).getByRole('button', { name: 'Wybierz punkt na mapie lub z listy' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const search = dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first()
    await search.fill('lodz')
    await expect(dialog.getByRole('radio').first()).toBeVisible()
    await dialog.getByRole('radio').first().focus()
    await page.keyboard.press('ArrowDown')
    const chosen = (await dialog.getByRole('radio').nth(1).getAttribute('aria-label')) ?? ''
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(step(page).locator('.sw-dl__point')).toContainText('Łódź')
    if (chosen) await expect(step(page).locator('.sw-dl__point')).toContainText(chosen.split(',')[0] ?? '')
    await expect(step(page).getByRole('group', { name: 'Adres dostawy' })).toBeVisible()
    await expect(step(page).getByRole('button', { name: 'Zmień punkt' })).toBeVisible()

    expect(await axeViolations(page)).toEqual([])
  })

  test('the map shows the points as markers and a marker chooses its point in the list', async ({ page }) => {
    await asGuest(page)
    await radio(page, /Paczkomat InPost 24\/7/).check()
    await radio(page, /Przelewy24/).check()
    await step(page).getByRole('button', { name: 'Wybierz punkt na mapie lub z listy' }).click()
    const dialog = page.getByRole('dialog')
    const markers = dialog.locator('.leaflet-interactive')
    await expect(markers.first()).toBeVisible()
    await markers.first().click({ force: true })
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /Wybierz ten punkt/ }).click()
    await expect(step(page).locator('.sw-dl__point strong')).not.toBeEmpty()
  })

  test('a customer picks a saved address; failing calls keep every choice with the right notice', async ({ page }) => {
    await page.goto('/basket/delivery?seed=basket&login=customer')
    await islandsMounted(page, ['checkout'])
    await radio(page, /Kurier DPD/).check()
    await radio(page, /Przelewy24/).check()
    await proceed(page).click()
    await expect(problems(page)).toHaveText('Wybierz adres dostawy.')
    await step(page).getByRole('group', { name: 'Adres dostawy' }).getByRole('radio').first().check()
    await step(page)
      .getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })
      .check()

    // A 500, HTML where JSON was expected, and no network at all: the notice, and nothing lost.
    for (const mode of ['500', 'html'] as const) {
      await page.request.post('/__fixture/fail-next', { data: { path: '/ajax/basket/summary', mode } })
      await proceed(page).click()
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: mode === '500' ? /500/ : /unexpected|nieoczekiwan/i })
          .first(),
      ).toBeVisible()
      await expect(page).toHaveURL(/\/basket\/delivery(\?|$)/)
      await expect(radio(page, /Przelewy24/)).toBeChecked()
    }
    await page.route('**/ajax/basket/summary', (route) => route.abort())
    await proceed(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Network Error' }).first()).toBeVisible()
    await expect(radio(page, /Kurier DPD/)).toBeChecked()
    await page.unroute('**/ajax/basket/summary')

    // A country with other deliveries: the courier stays (it is offered there too), its payment goes.
    await step(page).getByLabel('Kraj dostawy').selectOption({ label: 'Deutschland' })
    await expect(radio(page, /DHL/)).toBeVisible()
    await expect(radio(page, /Przelewy24/)).toHaveCount(0)
    await step(page).getByLabel('Kraj dostawy').selectOption({ label: 'Polska' })
    await radio(page, /Przelewy24/).check()

    // SPEC 8: a successful answer with a redirect flag warns and goes where it says.
    await page.request.post('/__fixture/fail-next', { data: { path: '/ajax/basket/summary', mode: 'redirect' } })
    await proceed(page).click()
    await page.waitForURL(/\/basket$/)
    await expect(page.getByRole('alert').first()).toBeVisible()

    // Back on the step, the choices are still there, and the check passes.
    await page.goto('/basket/delivery')
    await islandsMounted(page, ['checkout'])
    await expect(radio(page, /Przelewy24/)).toBeChecked()
    await proceed(page).click()
    await page.waitForURL(/\/basket\/summary$/)
  })
})
