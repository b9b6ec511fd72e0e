import type { Page } from '@playwright/test'
import { browserBudgets } from '../budgets'
import { axeViolations, countScriptBytes, expect, grantAnalytics, islandsMounted, test, typeAddress, watchLayoutShifts } from './shop'

// Checkout step 2, /basket/delivery (SPEC 2 Basket flow, 4 Checkout, 5, 8): as a guest and as a
// logged-in customer, from the basket to the summary.

const step = (page: Page) => page.locator('#checkout')
const radio = (page: Page, name: RegExp | string) => step(page).getByRole('radio', { name })
const proceed = (page: Page) => step(page).getByRole('button', { name: 'Dalej' })
const problems = (page: Page) => step(page).locator('.sw-dl__summary')

async function asGuest(page: Page, choice: 'Kontynuuj bez konta' | 'Załóż konto' = 'Kontynuuj bez konta') {
  await page.goto('/basket?seed=basket')
  await islandsMounted(page, ['checkout'])
  await step(page).getByRole('link', { name: 'Dalej' }).click()
  await page.waitForURL(/\/access\/login/)
  await page.getByRole('button', { name: choice }).click()
  await page.waitForURL(/\/basket\/delivery$/)
  await expect(radio(page, /Kurier DPD/)).toBeVisible()
}

const guestAddress = {
  Imię: 'Anna',
  Nazwisko: 'Nowak',
  'Ulica i numer': 'Piotrkowska 1',
  'Kod pocztowy': '90-001',
  Miejscowość: 'Łódź',
  Telefon: '600100200',
  'E-mail': 'anna.nowak@example.com',
}

async function fillGuestAddress(page: Page, postcode = '90-001', email = guestAddress['E-mail']) {
  await typeAddress(step(page).getByRole('group', { name: 'Adres dostawy' }), {
    forename: 'Anna',
    surname: 'Nowak',
    street: 'Piotrkowska 1',
    postcode,
    city: 'Łódź',
    phone: '600100200',
    email,
  })
}

/** The order fields the step sent with its next summary check (SPEC 3 Order payload). */
async function nextSummaryPayload(page: Page, send: () => Promise<void>): Promise<URLSearchParams> {
  const request = page.waitForRequest((request) => request.url().endsWith('/ajax/basket/summary'))
  await send()
  return new URLSearchParams((await request).postData() ?? '')
}

test.describe('delivery step (SPEC 4 Checkout)', () => {
  test('a guest: the messages in order, a bank wall, the address typed survives a reload, then the summary', async ({
    page,
    consoleLog,
  }) => {
    await asGuest(page)
    await proceed(page).click()
    await expect(problems(page)).toHaveText('Wybierz sposób dostawy.')
    // SPEC 4 / 9: a second later the step goes to its first problem, whose first field takes the
    // focus (continue.ts, loaded with the first press of Continue).
    await expect(step(page).locator('[data-problem] input').first()).toBeFocused()

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
    const shifts = await watchLayoutShifts(page)
    await page.reload()
    await islandsMounted(page, ['checkout'])
    // Chosen and typed data come back after a reload (kept for this tab), where the shopper was,
    // without the step growing under their eyes.
    await expect(radio(page, /Kurier DPD/)).toBeChecked()
    await expect(radio(page, 'mBank')).toBeChecked()
    const form = step(page).getByRole('group', { name: 'Adres dostawy' })
    await expect(form.getByLabel('Miejscowość')).toHaveValue('Łódź')
    await expect(form.getByLabel('E-mail')).toBeInViewport()
    expect(await shifts()).toBeLessThanOrEqual(0.02)

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

  test('every price says what it is; the summary box takes the chosen delivery; a pickup delivery asks for its point at once', async ({
    page,
  }) => {
    await asGuest(page)
    const summaryDelivery = page.locator('.sw-co__summary dl > div').filter({ hasText: /^Dostawa/ })
    await expect(summaryDelivery.locator('dt')).toHaveText('Dostawa od')
    await radio(page, /Kurier DPD/).check()
    // The courier's price depends on the payment: "od"; each payment's price is the delivery's.
    await expect(radio(page, /Kurier DPD/)).toHaveAccessibleName(/od 16,99 zł/)
    await expect(radio(page, /Przelewy24/)).toHaveAccessibleName(/dostawa 16,99 zł/)
    await expect(radio(page, /przy odbiorze/)).toHaveAccessibleName(/dostawa 21,99 zł/)
    // The summary box shows the courier's cost at once, before any payment.
    await expect(summaryDelivery.locator('dt')).toHaveText('Dostawa')
    await expect(summaryDelivery.locator('dd')).toHaveText('16,99 zł')

    await radio(page, /Paczkomat InPost 24\/7/).check()
    await expect(step(page).getByRole('button', { name: 'Wybierz punkt na mapie lub z listy' })).toBeVisible()
  })

  test('on a phone the picker is one sheet: its confirm button whole in view, the list its one scroll area', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await asGuest(page)
    await radio(page, /Paczkomat InPost 24\/7/).check()
    await step(page).getByRole('button', { name: 'Wybierz punkt na mapie lub z listy' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio').first().check()
    await expect(dialog.getByRole('button', { name: 'Wybierz ten punkt' })).toBeInViewport({ ratio: 1 })
    // The sheet itself does not scroll, and nothing goes sideways.
    expect(await dialog.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await dialog.getByRole('button', { name: 'Wybierz ten punkt' }).click()
    await expect(step(page).locator('.sw-dl__point strong')).not.toBeEmpty()
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
    // What is missing, and once for all the forms (the consents' box is not ticked).
    await expect(problems(page)).toHaveText('Wybierz adres dostawy. Popraw zaznaczone pola.')
    await expect(step(page).getByText('Popraw zaznaczone pola.')).toHaveCount(1)
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

  test('a guest who creates an account: the account terms and the temporary password go with the order, and the check refuses what is missing', async ({
    page,
  }) => {
    await asGuest(page, 'Załóż konto')
    await radio(page, /Kurier DPD/).check()
    await radio(page, /Przelewy24/).check()
    // SPEC 6: the consents-with-registration form and the temporary-password flag, for this guest only.
    const account = step(page).getByRole('group', { name: 'Konto w sklepie' })
    await expect(account.getByRole('checkbox', { name: /Akceptuję regulamin konta klienta/ })).not.toBeChecked()
    await expect(account.getByRole('checkbox', { name: 'Wyślij mi hasło tymczasowe e-mailem' })).toBeVisible()

    // The e-mail of an existing account: only the server knows it.
    await fillGuestAddress(page, '90-001', 'anna@example.com')
    await step(page)
      .getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })
      .check()
    await proceed(page).click()
    await expect(account.getByText('Pole Akceptuję regulamin konta klienta jest wymagane')).toBeVisible()
    await expect(page).toHaveURL(/\/basket\/delivery$/)

    await account.getByRole('checkbox', { name: /Akceptuję regulamin konta klienta/ }).check()
    await account.getByRole('checkbox', { name: 'Wyślij mi hasło tymczasowe e-mailem' }).check()
    await proceed(page).click()
    const form = step(page).getByRole('group', { name: 'Adres dostawy' })
    await expect(form.getByText(/Ten adres e-mail ma już konto/)).toBeVisible()
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
    // The refusal keeps every tick and every field.
    await expect(account.getByRole('checkbox', { name: 'Wyślij mi hasło tymczasowe e-mailem' })).toBeChecked()
    await expect(form.getByLabel('Ulica i numer')).toHaveValue('Piotrkowska 1')

    await form.getByLabel('E-mail').fill('anna.nowak@example.com')
    const sent = await nextSummaryPayload(page, () => proceed(page).click())
    await page.waitForURL(/\/basket\/summary$/)
    expect(sent.get('account_create')).toBe('1')
    expect(sent.get('consentsWithRegistration[account_terms]')).toBe('t')
    expect(sent.get('consentsWithRegistration[temporaryPassword]')).toBe('t')
  })

  test('a customer adds a delivery address, which becomes the chosen one, and picks the invoice data; the checkout-option event fires', async ({
    page,
    context,
  }) => {
    await grantAnalytics(context)
    await page.goto('/basket/delivery?seed=basket&login=customer')
    await islandsMounted(page, ['checkout'])
    const summary = step(page).getByRole('region', { name: 'Podsumowanie' })
    // Before a choice, the cheapest delivery "from"; once chosen, its own cost.
    await expect(summary.getByText('Dostawa od')).toBeVisible()
    await radio(page, /Kurier DPD/).check()
    await radio(page, /Przelewy24/).check()
    await expect(summary.getByText('Dostawa', { exact: true })).toBeVisible()
    await expect(summary.locator('div', { hasText: /^Dostawa/ }).getByRole('definition')).toHaveText('16,99 zł')
    // SPEC 7: the checkout-option event once delivery and payment are chosen.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            (
              window as unknown as {
                dataLayer?: { event?: string; ecommerce?: { checkout_option?: { actionField?: { option?: string } } } }[]
              }
            ).dataLayer ?? []
          )
            .filter((entry) => entry.event === 'checkoutOption')
            .map((entry) => entry.ecommerce?.checkout_option?.actionField?.option),
        ),
      )
      .toEqual(['Kurier DPD / Przelewy24'])

    const delivery = step(page).getByRole('group', { name: 'Adres dostawy' })
    await expect(delivery.getByRole('radio')).toHaveCount(2)
    await delivery.getByRole('button', { name: 'Dodaj nowy adres' }).click()
    await typeAddress(delivery, {
      forename: 'Anna',
      surname: 'Kowalska',
      street: 'Długi Targ 7',
      postcode: '80-828',
      city: 'Gdańsk',
      phone: '600100200',
      email: 'anna@example.com',
    })
    await delivery.getByRole('button', { name: 'Zapisz adres' }).click()
    await expect(page.getByText('Adres został dodany.')).toBeVisible()
    await expect(delivery.getByRole('radio')).toHaveCount(3)
    await expect(delivery.getByRole('radio', { name: /Długi Targ 7/ })).toBeChecked()

    // SPEC 5: with an invoice wanted, its data must be chosen too.
    await step(page).getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }).check()
    await step(page)
      .getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })
      .check()
    await proceed(page).click()
    await expect(problems(page)).toHaveText('Wybierz dane do faktury.')
    await step(page)
      .getByRole('group', { name: 'Dane do faktury' })
      .getByRole('radio', { name: /Kowalska Design/ })
      .check()
    await expect(problems(page)).toBeEmpty()

    const sent = await nextSummaryPayload(page, () => proceed(page).click())
    await page.waitForURL(/\/basket\/summary$/)
    expect(sent.get('addressIndex[delivery]')).toBe('2')
    expect(sent.get('wantInvoice')).toBe('1')
    expect(sent.get('addressIndex[invoice]')).toBe('0')
  })

  test('the check refuses a basket whose stock ran out: the basket shows why, and back on the step every choice and field is kept', async ({
    page,
  }) => {
    await asGuest(page)
    await radio(page, /Kurier DPD/).check()
    await radio(page, /Przelewy24/).check()
    await fillGuestAddress(page)
    await step(page)
      .getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })
      .check()
    // Meanwhile (another tab, another shopper) the basket got more gloves than the stock holds.
    await page.request.get('/o-nas?seed=full')

    await proceed(page).click()
    // SPEC 8: errors.basket.products refreshes the basket and takes the shopper to it, with the reason.
    await page.waitForURL(/\/basket$/)
    await islandsMounted(page, ['checkout'])
    await expect(page.getByRole('alert').filter({ hasText: 'Niektóre produkty w koszyku są niedostępne w wybranej ilości.' })).toBeVisible()
    const gloves = step(page).getByRole('listitem').filter({ hasText: 'Rękawiczki skórzane' })
    await expect(gloves.getByRole('alert')).toHaveText(/Dostępna ilość/)
    await gloves.getByRole('button', { name: /Usuń/ }).click()
    await expect(gloves).toHaveCount(0)

    await step(page).getByRole('link', { name: 'Dalej' }).click()
    await page.waitForURL(/\/basket\/delivery$/)
    await expect(radio(page, /Kurier DPD/)).toBeChecked()
    await expect(radio(page, /Przelewy24/)).toBeChecked()
    const form = step(page).getByRole('group', { name: 'Adres dostawy' })
    for (const [label, value] of Object.entries(guestAddress)) await expect(form.getByLabel(label, { exact: false })).toHaveValue(value)
    await expect(step(page).getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })).toBeChecked()
  })

  test('keyboard alone on a phone: the step is done from first Tab to the summary, focus always visible and never under the docked bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await asGuest(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    const hidden: string[] = []
    /** Tabs until the focused control's name matches; every stop is checked on the way. */
    const tabTo = async (name: RegExp, key = 'Tab') => {
      for (let stop = 0; stop < 60; stop++) {
        await page.keyboard.press(key)
        // Read as the shopper sees it: after the frames that follow the key (the scroll to the
        // focused control, then the docked bar's observer docking or undocking the bar).
        const focus = await page.evaluate(async () => {
          for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
          const element = document.activeElement as HTMLElement | null
          if (!element || element === document.body) return null
          const box = element.getBoundingClientRect()
          const bar = document.querySelector('.sw-co__buttons.is-fixed')
          const barBox = bar?.getBoundingClientRect()
          const style = getComputedStyle(element)
          const label =
            (element as HTMLInputElement).labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? ''
          return {
            label: label.trim().replace(/\s+/g, ' '),
            covered: Boolean(barBox && !bar?.contains(element) && box.bottom > barBox.top && box.top < barBox.bottom),
            outside: box.bottom > window.innerHeight || box.top < 0,
            ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
          }
        })
        if (!focus) continue
        if (focus.covered || focus.outside || !focus.ring) hidden.push(JSON.stringify(focus))
        if (name.test(focus.label)) return
      }
      throw new Error(`Tab never reached ${name}`)
    }
    await tabTo(/^Kraj dostawy/)
    // Into the delivery group, then the arrows choose (the first Tab stops on the first option).
    await tabTo(/^Paczkomat InPost 24\/7/)
    await page.keyboard.press('ArrowDown')
    await expect(radio(page, /Kurier DPD/)).toBeChecked()
    // The payment group: Tab stops on its first option, Space chooses it.
    await tabTo(/^Przelewy24/)
    await page.keyboard.press('Space')
    await expect(radio(page, /Przelewy24/)).toBeChecked()
    // The address form comes with the courier's choice (its engine loads then): Tab on once it shows.
    await expect(step(page).getByRole('group', { name: 'Adres dostawy' }).getByLabel('Imię')).toBeVisible()
    for (const [label, value] of Object.entries(guestAddress)) {
      await tabTo(new RegExp(`^${label}`))
      await page.keyboard.type(value)
    }
    await tabTo(/^Akceptuję regulamin sklepu/)
    await page.keyboard.press('Space')
    await tabTo(/^Dalej$/)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/basket\/summary$/)
    expect(hidden).toEqual([])
  })

  // On a desktop screen, where more of the page shows at once (the footer has no newsletter on the
  // checkout steps, whose forms engine would otherwise load early on a short screen).
  test('/basket/delivery keeps to its budget of JS gzip in all until the point picker opens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    // A basket guest straight onto the step: nothing of the basket page in the browser's cache.
    const basketPage = await (await page.request.get('/basket?seed=basket')).text()
    const token = /"csrfToken":"([^"]*)"/.exec(basketPage)?.[1] ?? ''
    await page.request.post('/ajax/basket/guest', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token },
      form: { create_account: '0' },
    })
    const scriptBytes = countScriptBytes(page)
    await page.goto('/basket/delivery')
    await radio(page, /Paczkomat InPost 24\/7/).check()
    await radio(page, /Przelewy24/).check()
    await page.waitForLoadState('networkidle')
    const bytes = await scriptBytes()
    expect(bytes).toBeGreaterThan(10 * 1024)
    // The checkout on preact's core, each step a chunk of its own, Continue's code on its press,
    // and copies of small shared modules in the checkout's own chunks (build.mjs).
    expect(bytes).toBeLessThanOrEqual(browserBudgets.delivery)

    await step(page).getByRole('button', { name: 'Wybierz punkt na mapie lub z listy' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
