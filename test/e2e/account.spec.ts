import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, routeOnce, test } from './shop'

// The account area: the account island on every /myAccount page, the shared route
// guard, and each section against the fixture shop's per-customer state.

const account = (page: Page) => page.locator('.sw-acc-layout')
const screen = (page: Page) => page.locator('.sw-acc__screen')
const heading = (page: Page) => screen(page).getByRole('heading', { level: 1 })
const menu = (page: Page) => page.getByRole('navigation', { name: /Menu konta|Account menu/ })
/** The shop's one pagination under a list: the current page marked, the last page's link the count. */
async function expectPage(page: Page, current: number, count: number) {
  const pages = screen(page).locator('.sw-page-links')
  await expect(pages.locator('a[aria-current="page"]')).toHaveText(String(current))
  await expect(pages.locator('a:not([rel])').last()).toHaveText(String(count))
}

async function openAccount(page: Page, path: string, login = 'customer') {
  const [address = '', hash] = path.split('#')
  await page.goto(`${address}${address.includes('?') ? '&' : '?'}login=${login}${hash ? `#${hash}` : ''}`)
  await islandsMounted(page, ['account'])
}

test.describe('the route guard (SPEC 2 Global navigation, 6)', () => {
  test('a guest opening an e-mail link to one order (/en/myAccount/orders/2#1012) logs in in English and lands on it, open', async ({
    page,
  }) => {
    await page.goto('/en/myAccount/orders/2#1012')
    // The server's redirect cannot see the fragment; the browser keeps it on the login page.
    await page.waitForURL(/\/en\/access\/login\?from=[^&]+&to=%2Fen%2FmyAccount%2Forders%2F2#1012$/)
    await islandsMounted(page, ['login'])
    const login = page.locator('#login')
    await login.getByLabel('E-mail').fill('anna@example.com')
    await login.getByLabel('Password').fill('Haslo123!')
    await login.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/en\/myAccount\/orders\/2#1012$/)
    await islandsMounted(page, ['account'])
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Orders')
    await expectPage(page, 2, 3)
    await expect(screen(page).getByRole('link', { name: 'Hide details of order ZAM/2026/01012' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
  })

  test('a guest sees an order by its unlogged hash; another section sends them to log in, told where they were', async ({ page }) => {
    // The guest order 3001 of fixtures/data/order-history.ts.
    await page.goto('/en/myAccount/orders?hash=h3eb8518be9#3001')
    await islandsMounted(page, ['account'])
    await expect(screen(page).locator('.sw-acc-order')).toHaveCount(1)
    await expect(screen(page).getByRole('link', { name: 'Hide details of order ZAM/2026/03001' })).toBeVisible()
    // The island's own guard (the server was not asked): an in-place move to a customer's section.
    await menu(page).getByRole('link', { name: 'Addresses' }).click()
    await page.waitForURL(/\/en\/access\/login\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('from')).toBe('/en/myAccount/orders?hash=h3eb8518be9#3001')
    expect(url.searchParams.get('to')).toBe('/en/myAccount/address')
  })

  test('a shopper in basket-guest mode is still sent to log in for personal data', async ({ page }) => {
    await page.goto('/myAccount/personalData?login=basket-guest')
    await page.waitForURL(/\/access\/login\?/)
  })
})

test.describe('moving around the account (SPEC 2 Account)', () => {
  test('on a phone the menu is one sideways line with the current section in view; at 1280 px the header is one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openAccount(page, '/myAccount/loyaltyProgram')
    const links = menu(page).getByRole('link')
    const tops = await links.evaluateAll((all) => [...new Set(all.map((link) => Math.round(link.getBoundingClientRect().top)))])
    expect(tops).toHaveLength(1)
    const current = menu(page).getByRole('link', { name: 'Program lojalnościowy' })
    await expect(current).toBeInViewport({ ratio: 1 })
    // The screen's own content starts on the first screen.
    await expect(screen(page).getByText('Masz 1250 punktów.')).toBeInViewport()
    // Every section is in it, the vouchers too; the line's start shows a whole word, and the side
    // with more links is shaded (the cue that it scrolls).
    await expect(menu(page).getByRole('link', { name: 'Bony podarunkowe' })).toHaveAttribute('href', '/vouchers')
    await expect(links).toHaveCount(10)
    const line = menu(page).locator('ul')
    const start = await line.evaluate((list) => {
      const box = list.getBoundingClientRect()
      const inView = [...list.querySelectorAll('a')].filter((link) => link.getBoundingClientRect().right > box.left + 1)
      return Math.round((inView[0]?.getBoundingClientRect().left ?? 0) - box.left)
    })
    expect(start).toBeGreaterThanOrEqual(0)
    expect(await line.evaluate((list) => getComputedStyle(list).backgroundImage)).toContain('radial-gradient')

    await page.setViewportSize({ width: 1280, height: 800 })
    const header = await page
      .locator('.site-header > *')
      // The phone's menu button is not displayed on a laptop.
      .evaluateAll((items) => [
        ...new Set(
          items
            .filter((item) => item.getClientRects().length > 0)
            .map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)),
        ),
      ])
    expect(header).toHaveLength(1)
  })

  test('sections open in place; Back, Forward and reload land right; the menu marks the section', async ({ page }) => {
    await openAccount(page, '/myAccount/orders')
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })
    await menu(page).getByRole('link', { name: 'Adresy' }).click()
    await expect(page).toHaveURL(/\/myAccount\/address$/)
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Adresy')
    await expect(menu(page).getByRole('link', { name: 'Adresy' })).toHaveAttribute('aria-current', 'page')
    await expect(menu(page).getByRole('link', { name: 'Zamówienia' })).not.toHaveAttribute('aria-current', 'page')
    await menu(page).getByRole('link', { name: 'Program lojalnościowy' }).click()
    await expect(screen(page).getByText('Masz 1250 punktów.')).toBeVisible()
    // No reload happened: the page's own variable is still there.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    // The server's container of the first page is hidden while the island shows another screen.
    await expect(page.locator('#account-server')).toBeHidden()

    await page.goBack()
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Adresy')
    await page.goBack()
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Zamówienia')
    await page.goForward()
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Adresy')
    await page.reload()
    await islandsMounted(page, ['account'])
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Adresy')
  })

  test('by keyboard alone: a menu link opens its section and the heading takes focus', async ({ page }) => {
    await openAccount(page, '/myAccount/orders')
    await menu(page).getByRole('link', { name: 'Opinie' }).focus()
    await page.keyboard.press('Enter')
    await expect(heading(page)).toHaveText('Opinie')
    await expect(heading(page)).toBeFocused()
  })

  test("the first screen shows the server's answer without calling again, in the server's boxes", async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => request.url().includes('/myAccount/ajax/') && calls.push(request.url()))
    await openAccount(page, '/myAccount/orders/2')
    const server = page.locator('#account-server')
    await expect(server).toBeHidden()
    await expectPage(page, 2, 3)
    expect(calls).toEqual([])
  })

  test('an unknown account path lands on personalData', async ({ page }) => {
    await openAccount(page, '/en/myAccount/orders')
    await page.goto('/en/myAccount/no/such/page')
    await expect(page).toHaveURL(/\/en\/myAccount\/personalData$/)
    await islandsMounted(page, ['account'])
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Personal data')
  })

  test('the cupboards stay their own islands, under the account menu', async ({ page }) => {
    await openAccount(page, '/myAccount/cupboards')
    await islandsMounted(page, ['cupboard-tabs', 'cupboard'])
    await expect(menu(page).getByRole('link', { name: 'Moje szafy' })).toHaveAttribute('aria-current', 'page')
    await expect(account(page).locator('#account-server')).toBeVisible()
    await expect(page.locator('#cupboard').getByRole('heading', { name: 'Ulubione' })).toBeVisible()
  })
})

test.describe('orders (SPEC 2 Account orders, 7)', () => {
  test('the order of the hash is expanded; another opens from its link and closes again', async ({ page }) => {
    await openAccount(page, '/myAccount/orders/2#1012')
    const hide = screen(page).getByRole('link', { name: 'Ukryj szczegóły zamówienia ZAM/2026/01012' })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    await expect(screen(page).getByText('Płatność', { exact: true })).toBeVisible()
    await screen(page).getByRole('link', { name: 'Szczegóły zamówienia ZAM/2026/01011' }).click()
    await expect(page).toHaveURL(/\/myAccount\/orders\/2#1011$/)
    await expect(screen(page).getByRole('link', { name: 'Ukryj szczegóły zamówienia ZAM/2026/01011' })).toBeVisible()
    await expect(hide).toHaveCount(0)
    await screen(page).getByRole('link', { name: 'Ukryj szczegóły zamówienia ZAM/2026/01011' }).click()
    await expect(page).toHaveURL(/\/myAccount\/orders\/2$/)
    await expect(screen(page).getByRole('link', { name: /^Ukryj/ })).toHaveCount(0)
  })

  test("an order's details add up: lines, delivery, discount, total; with address, payment and its order page", async ({ page }) => {
    await openAccount(page, '/myAccount/orders#1001')
    const details = screen(page).locator('#sw-acc-order-1001')
    const sum = details.locator('.sw-acc-order__sum')
    // Read again until drawn: the details come with the island, after the page's load.
    await expect(sum.locator('div')).toHaveText(['Produkty1 516,99 zł', 'Dostawa14,99 zł', 'JESIEN10 (−10%)−151,70 zł', 'Razem1 380,28 zł'])
    // The lines' amounts are the products' subtotal; the row of the order shows the same total.
    await expect(details.locator('.sw-acc-order__items .sw-acc-amount')).toHaveText(['398 zł', '119,99 zł', '999 zł'])
    await expect(screen(page).locator('.sw-acc-order', { hasText: 'ZAM/2026/01001' }).locator('.sw-acc-order__amount')).toHaveText(
      '1 380,28 zł',
    )
    await expect(details.locator('address')).toHaveText('Anna Kowalskaul. Długa 500-001 Warszawa+48 600 100 200')
    await expect(details.getByText('BLIK', { exact: true })).toBeVisible()
    await details.getByRole('link', { name: 'Strona zamówienia ZAM/2026/01001' }).click()
    await expect(page).toHaveURL(/\/order\/h[0-9a-f]+k$/)
    await expect(page.locator('.order-lines li')).toHaveCount(3)
  })

  test('orders line up as a table at 1280 px and as cards at 390 px', async ({ page }) => {
    await openAccount(page, '/myAccount/orders')
    const edges = (selector: string, side: 'left' | 'right') =>
      screen(page)
        .locator(selector)
        .evaluateAll(
          (all, edge) => [...new Set(all.map((each) => Math.round(each.getBoundingClientRect()[edge as 'left' | 'right'])))],
          side,
        )
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(screen(page).getByRole('columnheader', { name: 'Razem' })).toBeVisible()
    expect(await edges('.sw-acc-order__amount', 'right')).toHaveLength(1)
    expect(await edges('.sw-acc-order__toggle', 'left')).toHaveLength(1)
    expect(await edges('.sw-acc-order__status', 'left')).toHaveLength(1)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(screen(page).getByRole('columnheader', { name: 'Razem' })).not.toBeInViewport()
    // A card: the amount right-aligned under the right-aligned date, the same edge on every card.
    const right = [...(await edges('.sw-acc-order__date', 'right')), ...(await edges('.sw-acc-order__amount', 'right'))]
    expect(new Set(right).size).toBe(1)
    // ...and the number beside the date, the status beside the amount, on one card's two lines.
    const card = screen(page).locator('.sw-acc-order').first()
    const top = (selector: string) => card.locator(selector).evaluate((each) => Math.round(each.getBoundingClientRect().top))
    expect(await top('.sw-acc-order__number')).toBe(await top('.sw-acc-order__date'))
    expect(await top('.sw-acc-order__status')).toBe(await top('.sw-acc-order__amount'))
    expect(await top('.sw-acc-order__amount')).toBeGreaterThan(await top('.sw-acc-order__date'))
  })

  test('pages move in place and a page past the last is clamped to it', async ({ page }) => {
    await openAccount(page, '/myAccount/orders/9')
    await expect(page).toHaveURL(/\/myAccount\/orders\/3$/)
    await expectPage(page, 3, 3)
    await screen(page).getByRole('link', { name: 'Poprzednia' }).click()
    await expect(page).toHaveURL(/\/myAccount\/orders\/2$/)
    await expect(screen(page).getByText('ZAM/2026/01011', { exact: true })).toBeVisible()
  })

  test('an unpaid card order is paid again through the gateway', async ({ page }) => {
    await openAccount(page, '/myAccount/orders/2#1012')
    await screen(page).getByRole('button', { name: 'Zapłać ponownie' }).click()
    await page.waitForURL(/\/gateway\//)
    await page.getByRole('button', { name: 'Zapłać kartą' }).click()
    await page.goto('/myAccount/orders/2#1012')
    await islandsMounted(page, ['account'])
    const row = screen(page).locator('.sw-acc-order', { hasText: 'ZAM/2026/01012' })
    await expect(row.locator('.sw-acc-order__status')).toHaveText('Opłacone')
    await expect(screen(page).locator('#sw-acc-order-1012').getByRole('button', { name: 'Zapłać ponownie' })).toHaveCount(0)
  })

  test('an unpaid BLIK order is paid in the BLIK modal and the list then says it is paid', async ({ page }) => {
    await openAccount(page, '/myAccount/orders#1005')
    const row = screen(page).locator('.sw-acc-order', { hasText: 'ZAM/2026/01005' })
    const details = screen(page).locator('#sw-acc-order-1005')
    await expect(row.locator('.sw-acc-order__status')).toHaveText('Nieopłacone')
    await details.getByRole('button', { name: 'Zapłać BLIKIEM' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox').fill('123456')
    await dialog.getByRole('textbox').press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(row.locator('.sw-acc-order__status')).toHaveText('Opłacone')
    await expect(details.getByRole('button', { name: 'Zapłać BLIKIEM' })).toHaveCount(0)
  })

  test('"return products" starts a return of that order, in the page language', async ({ page }) => {
    await openAccount(page, '/en/myAccount/orders/2#1011')
    const start = screen(page).getByRole('link', { name: 'Return products' })
    await expect(start).toHaveAttribute('href', /^\/en\/myAccount\/returns\/create\/h[0-9a-f]+$/)
    await start.click()
    await page.waitForURL(/\/en\/myAccount\/returns\/create\//)
    await islandsMounted(page, ['account'])
    await expect(menu(page).getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page')
  })

  test('a failed load shows its error and loads again on retry', async ({ page }) => {
    await openAccount(page, '/myAccount/orders')
    await routeOnce(page, '**/myAccount/ajax/orders/overview/2', (route) =>
      route.fulfill({ status: 500, body: '{"status":false,"message":"Serwer odpoczywa."}' }),
    )
    await screen(page).getByRole('link', { name: 'Następna' }).click()
    await expect(screen(page).getByRole('alert')).toContainText('Serwer odpoczywa.')
    await screen(page).getByRole('button', { name: 'Spróbuj ponownie' }).click()
    await expectPage(page, 2, 3)
  })
})

test.describe('addresses (SPEC 3 Account state address, 7)', () => {
  test('add, edit, set default and delete with the confirm modal', async ({ page }) => {
    await openAccount(page, '/myAccount/address')
    const delivery = screen(page).getByRole('region', { name: 'Adresy dostawy' })
    // Every button says which address it acts on, by what differs (a screen reader lists them all).
    await expect(delivery.getByRole('button', { name: /^Edytuj: / }).first()).toBeVisible()
    const editNames = await delivery
      .getByRole('button', { name: /^Edytuj: / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    expect(editNames.length).toBeGreaterThan(1)
    expect(new Set(editNames).size).toBe(editNames.length)
    expect(editNames.every((name) => /^Edytuj: \S/.test(name ?? ''))).toBe(true)
    await delivery.getByRole('button', { name: 'Dodaj adres dostawy' }).click()
    await screen(page).getByLabel('Imię').fill('Ola')
    await screen(page).getByLabel('Nazwisko').fill('Zielińska')
    await screen(page).getByLabel('Ulica i numer').fill('ul. Nowa 7')
    await screen(page).getByLabel('Kod pocztowy').fill('80-001')
    await screen(page).getByLabel('Miasto').fill('Gdańsk')
    await screen(page).getByRole('button', { name: 'Zapisz' }).click()
    await expect(delivery.getByText('ul. Nowa 7')).toBeVisible()
    // Three of three: no more "add" (SPEC 3 canAddMore<type>).
    await expect(delivery.getByRole('button', { name: 'Dodaj adres dostawy' })).toHaveCount(0)
    await expect(delivery.getByText('Masz już najwięcej adresów tego typu.')).toBeVisible()

    const nowa = delivery.getByRole('listitem').filter({ hasText: 'ul. Nowa 7' })
    await nowa.getByRole('button', { name: /^Edytuj/ }).click()
    await expect(screen(page).getByLabel('Ulica i numer')).toHaveValue('ul. Nowa 7')
    await screen(page).getByLabel('Ulica i numer').fill('ul. Nowa 9')
    await screen(page).getByRole('button', { name: 'Zapisz' }).click()
    const edited = delivery.getByRole('listitem').filter({ hasText: 'ul. Nowa 9' })
    await expect(edited).toBeVisible()

    await edited.getByRole('button', { name: /^Ustaw jako domyślny/ }).click()
    await expect(edited.getByText('Domyślny', { exact: true })).toBeVisible()
    await expect(delivery.getByRole('listitem').filter({ hasText: 'ul. Długa 5' }).getByText('Domyślny', { exact: true })).toHaveCount(0)

    const floria = delivery.getByRole('listitem').filter({ hasText: 'ul. Floriańska' })
    await floria.getByRole('button', { name: /^Usuń/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Usunąć ten adres?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Anuluj' }).last().click()
    await expect(dialog).toBeHidden()
    await expect(floria).toBeVisible()
    await floria.getByRole('button', { name: /^Usuń/ }).click()
    await dialog.getByRole('button', { name: 'Usuń' }).click()
    await expect(floria).toHaveCount(0)
    await expect(delivery.getByRole('button', { name: 'Dodaj adres dostawy' })).toBeVisible()

    await page.reload()
    await islandsMounted(page, ['account'])
    await expect(delivery.getByText('ul. Nowa 9')).toBeVisible()
    await expect(delivery.getByText('ul. Floriańska')).toHaveCount(0)
  })

  test('a refused form keeps what was typed; a failed set-default says why', async ({ page }) => {
    await openAccount(page, '/myAccount/address')
    const delivery = screen(page).getByRole('region', { name: 'Adresy dostawy' })
    await delivery.getByRole('button', { name: 'Dodaj adres dostawy' }).click()
    await screen(page).getByLabel('Imię').fill('Ola')
    await page.route('**/myAccount/ajax/address/delivery/0', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback(),
    )
    await screen(page).getByLabel('Nazwisko').fill('Zielińska')
    await screen(page).getByLabel('Ulica i numer').fill('ul. Nowa 7')
    await screen(page).getByLabel('Kod pocztowy').fill('80-001')
    await screen(page).getByLabel('Miasto').fill('Gdańsk')
    await screen(page).getByRole('button', { name: 'Zapisz' }).click()
    await expect(screen(page).locator('.sw-form__summary')).toContainText('Network Error')
    await expect(screen(page).getByLabel('Ulica i numer')).toHaveValue('ul. Nowa 7')
    await screen(page).getByRole('button', { name: 'Wróć' }).click()
    await page.route('**/myAccount/ajax/address/setDefault/2', (route) => route.fulfill({ status: 500, body: '' }))
    await delivery
      .getByRole('listitem')
      .filter({ hasText: 'ul. Floriańska' })
      .getByRole('button', { name: /^Ustaw jako domyślny/ })
      .click()
    await expect(page.getByText('Request failed with status code 500')).toBeVisible()
  })
})

test.describe('personal data, password and data download (SPEC 3, 7)', () => {
  test('personal data saves and survives a reload; a file is requested; a locked one cannot be', async ({ page }) => {
    await openAccount(page, '/myAccount/personalData')
    await expect(heading(page)).toHaveText('Dane osobowe')
    await screen(page).getByLabel('Telefon').fill('+48 500 000 111')
    await screen(page).getByRole('button', { name: 'Zapisz' }).click()
    await expect(page.getByText('Zapisano zmiany.')).toBeVisible()
    const downloads = screen(page).getByRole('region', { name: 'Pobierz swoje dane' })
    const first = downloads.getByRole('listitem').filter({ hasText: 'Dane konta (JSON)' })
    await expect(first).toContainText('Gotowy do wysłania')
    await first.getByRole('button').click()
    await expect(first).toContainText('Wysłany na e-mail')
    await expect(downloads.getByRole('listitem').filter({ hasText: 'Korespondencja z BOK' }).getByRole('button')).toBeDisabled()
    // Each row places its status and its button in the same place, on a laptop and on a phone.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      for (const part of ['.sw-acc-downloads__status', 'button']) {
        const lefts = await downloads
          .getByRole('listitem')
          .locator(part)
          .evaluateAll((all) => new Set(all.map((each) => Math.round(each.getBoundingClientRect().left))).size)
        expect(lefts, `${part} at ${viewport.width} px`).toBe(1)
      }
    }
    await page.reload()
    await islandsMounted(page, ['account'])
    await expect(screen(page).getByLabel('Telefon')).toHaveValue('+48 500 000 111')
    await expect(first).toContainText('Wysłany na e-mail')
  })

  test('a wrong current password is the field error; a failed post keeps what was typed', async ({ page }) => {
    await openAccount(page, '/myAccount/passwordChange')
    await screen(page).getByLabel('Obecne hasło').fill('zle-haslo')
    await screen(page)
      .getByRole('textbox', { name: /^Nowe hasło/ })
      .fill('NoweHaslo1!')
    await screen(page).getByLabel('Powtórz nowe hasło').fill('NoweHaslo1!')
    await screen(page).getByRole('button', { name: 'Zmień hasło' }).click()
    await expect(screen(page).getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible()
    await page.route('**/myAccount/ajax/personalData/passwordChange', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<html>login</html>' })
        : route.fallback(),
    )
    await screen(page).getByLabel('Obecne hasło').fill('Haslo123!')
    await screen(page).getByRole('button', { name: 'Zmień hasło' }).click()
    await expect(screen(page).locator('.sw-form__summary')).toContainText('unexpected response')
    await expect(screen(page).getByRole('textbox', { name: /^Nowe hasło/ })).toHaveValue('NoweHaslo1!')
  })
})

test.describe('the customer-service inbox (bok)', () => {
  test('a reply goes into the conversation; a closed thread has no reply form', async ({ page }) => {
    await openAccount(page, '/myAccount/bok')
    await expectPage(page, 1, 2)
    await screen(page).getByRole('link', { name: 'Zmiana adresu dostawy' }).click()
    await expect(page).toHaveURL(/\/myAccount\/bok\/conversation\/501$/)
    await expect(heading(page)).toHaveText('Zmiana adresu dostawy')
    // Written by people: markup shows as text.
    await expect(screen(page).getByText('proszę o pomoc. <b>Pilne</b>')).toBeVisible()
    await screen(page).getByLabel('Wiadomość').fill('Proszę zmienić na ul. Polną 3.')
    await screen(page).getByRole('button', { name: 'Wyślij' }).click()
    await expect(screen(page).getByRole('listitem').filter({ hasText: 'Proszę zmienić na ul. Polną 3.' })).toBeVisible()
    await expect(screen(page).getByLabel('Wiadomość')).toHaveValue('')
    await page.reload()
    await islandsMounted(page, ['account'])
    await expect(screen(page).getByText('Proszę zmienić na ul. Polną 3.')).toBeVisible()

    await screen(page).getByRole('link', { name: 'Wszystkie wiadomości' }).click()
    await screen(page).getByRole('link', { name: 'Pytanie o rozmiar' }).click()
    await expect(screen(page).getByText('Ten wątek jest zamknięty: nie można na niego odpowiedzieć.')).toBeVisible()
    await expect(screen(page).getByLabel('Wiadomość')).toHaveCount(0)
  })

  test('a new thread is listed first', async ({ page }) => {
    await openAccount(page, '/myAccount/bok')
    await screen(page).getByRole('button', { name: 'Nowa wiadomość' }).click()
    await screen(page)
      .getByRole('textbox', { name: /^Temat/ })
      .fill('Gdzie moja paczka?')
    await screen(page)
      .getByRole('textbox', { name: /^Wiadomość/ })
      .fill('Zamówienie ZAM/2026/01003.')
    await screen(page).getByRole('button', { name: 'Wyślij' }).click()
    await expect(screen(page).locator('.sw-acc-threads li').first()).toContainText('Gdzie moja paczka?')
  })

  test('a conversation that fails to load is marked failed, with a retry', async ({ page }) => {
    await openAccount(page, '/myAccount/bok')
    await routeOnce(page, '**/myAccount/ajax/bok/conversation/502', (route) => route.abort())
    await screen(page).getByRole('link', { name: 'Brak paragonu w paczce' }).click()
    await expect(screen(page).getByText('Nie udało się wczytać rozmowy.')).toBeVisible()
    await screen(page).getByRole('button', { name: 'Spróbuj ponownie' }).click()
    await expect(heading(page)).toHaveText('Brak paragonu w paczce')
    await expect(screen(page).getByText('Nie udało się wczytać rozmowy.')).toHaveCount(0)
  })
})

test.describe('opinions and loyalty, per customer', () => {
  test("Anna's reviews (as text) and points; Jan has none", async ({ page }) => {
    await openAccount(page, '/myAccount/opinions')
    await expect(screen(page).getByText('Rozmiar trochę mały. <i>Ale ładne</i>')).toBeVisible()
    await menu(page).getByRole('link', { name: 'Program lojalnościowy' }).click()
    await expect(screen(page).getByText('Masz 1250 punktów.')).toBeVisible()
    await openAccount(page, '/myAccount/opinions', 'customer2')
    await expect(screen(page).getByText('Nie masz jeszcze opinii o produktach.')).toBeVisible()
    await menu(page).getByRole('link', { name: 'Zamówienia' }).click()
    await expect(screen(page).locator('.sw-acc-order')).toHaveCount(4)
  })
})

test.describe('accessibility of every section (axe)', () => {
  for (const path of [
    '/myAccount/personalData',
    '/myAccount/passwordChange',
    '/myAccount/address',
    '/myAccount/orders/2#1012',
    '/myAccount/opinions',
    '/myAccount/loyaltyProgram',
    '/myAccount/bok',
    '/myAccount/bok/conversation/501',
    '/myAccount/bok/conversation/503',
    '/en/myAccount/returns',
  ]) {
    test(`${path} has no violations`, async ({ page }) => {
      await openAccount(page, path)
      await expect(page.locator('.sw-acc-layout h1:visible')).toHaveCount(1)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('with the delete confirm open', async ({ page }) => {
    await openAccount(page, '/myAccount/address')
    await screen(page).getByRole('button', { name: /^Usuń/ }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
