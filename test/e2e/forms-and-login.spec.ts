import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test } from './shop'

const login = (page: Page) => page.locator('#login')
const registration = (page: Page) => page.locator('#registration')
const newsletter = (page: Page) => page.locator('#newsletter')

async function openLogin(page: Page, query = '') {
  await page.goto(`/access/login${query}`)
  await islandsMounted(page, ['login'])
}

test.describe('login and logout (SPEC 2 Login, 4, 7)', () => {
  test('a wrong password shows the server message and keeps the e-mail typed', async ({ page }) => {
    await openLogin(page)
    await login(page).getByLabel('E-mail').fill('anna@example.com')
    await login(page).getByLabel('Hasło').fill('nie-to-haslo')
    await login(page).getByRole('button', { name: 'Zaloguj się' }).click()
    await expect(login(page).getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło.')
    await expect(login(page).getByLabel('E-mail')).toHaveValue('anna@example.com')
  })

  test('both fields are required: on blur and on submit, and nothing is sent', async ({ page }) => {
    await openLogin(page)
    let posted = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/ajax/access')) posted++
    })
    await login(page).getByLabel('E-mail').focus()
    await login(page).getByLabel('Hasło').focus()
    await expect(login(page).getByText('Pole E-mail jest wymagane')).toBeVisible()
    await login(page).getByRole('button', { name: 'Zaloguj się' }).click()
    await expect(login(page).getByText('Pole Hasło jest wymagane')).toBeVisible()
    expect(posted).toBe(0)
  })

  test('logging in goes home; the header shows the customer; logging out goes back to a guest', async ({ page }) => {
    await openLogin(page)
    await login(page).getByLabel('E-mail').fill('anna@example.com')
    await login(page).getByLabel('Hasło').fill('Haslo123!')
    await login(page).getByRole('button', { name: 'Zaloguj się' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // The header's "Moje konto" opens the account menu; logout and the cupboards are in it.
    await expect(page.locator('header').getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0)
    await page.locator('header').getByText('Moje konto').click()
    const logout = page.locator('header [data-widget="logout"]').getByRole('button', { name: 'Wyloguj' })
    await expect(logout).toBeVisible()
    await expect(page.getByRole('link', { name: 'Moje szafy' })).toBeVisible()
    // The island loads on that tap, not with the page; the tap is played on it and logs out (no second tap).
    await expect(page.locator('header [data-widget="logout"]')).not.toHaveAttribute('data-widget-state', /./)
    const ajax = page.waitForRequest('**/ajax/logout')
    await logout.click()
    await ajax
    await page.waitForLoadState('load')
    await expect(page.locator('header [data-widget="logout"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Moje szafy' })).toHaveCount(0)
    await expect(page.locator('header').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/access/login')
  })

  test('the login button is disabled while the request is busy', async ({ page }) => {
    await openLogin(page)
    await page.route('**/ajax/access', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await login(page).getByLabel('E-mail').fill('anna@example.com')
    await login(page).getByLabel('Hasło').fill('zle')
    await login(page).getByRole('button', { name: 'Zaloguj się' }).click()
    await expect(login(page).getByRole('button', { name: /Wysyłanie/ })).toBeDisabled()
    await expect(login(page).getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło.')
  })
})

test.describe('the checkout login (SPEC 2, 4, 6)', () => {
  test('a guest going to delivery meets the checkout login; continue without account lets them through', async ({ page }) => {
    await page.goto('/basket?seed=basket')
    await islandsMounted(page, ['checkout'])
    await page.locator('#checkout').getByRole('link', { name: 'Dalej' }).click()
    await page.waitForURL(/\/access\/login\?from=%2Fbasket(%3F[^&]*)?&to=%2Fbasket%2Fdelivery$/)
    await islandsMounted(page, ['login'])
    await expect(login(page).getByRole('heading', { name: 'Korzyści z konta' })).toBeVisible()
    await expect(login(page).getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeVisible()
    await expect(login(page).getByRole('link', { name: /Google/ })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await login(page).getByRole('button', { name: 'Kontynuuj bez konta' }).click()
    await page.waitForURL(/\/basket\/delivery$/)
    await islandsMounted(page, ['checkout'])
    await expect(page.locator('#checkout').getByRole('heading', { level: 1, name: 'Dostawa i płatność' })).toBeVisible()
  })

  test('create account marks a guest with account creation on, and goes to delivery', async ({ page }) => {
    await page.goto('/basket/delivery?seed=basket')
    await page.waitForURL(/\/access\/login/)
    await islandsMounted(page, ['login'])
    await login(page).getByRole('button', { name: 'Załóż konto' }).click()
    await page.waitForURL(/\/basket\/delivery$/)
    expect(await page.evaluate(() => sessionStorage.getItem('shop-account-create'))).toBe('1')
  })

  test('logging in from the checkout returns to delivery', async ({ page }) => {
    await page.goto('/basket/delivery?seed=basket')
    await page.waitForURL(/\/access\/login/)
    await islandsMounted(page, ['login'])
    await login(page).getByLabel('E-mail').fill('anna@example.com')
    await login(page).getByLabel('Hasło').fill('Haslo123!')
    await login(page).getByRole('button', { name: 'Zaloguj się' }).click()
    // The target kept whole: the path and its query.
    await page.waitForURL(/\/basket\/delivery\?seed=basket$/)
  })
})

test.describe('registration, rendered by the forms engine (SPEC 3 Form, 4, 5)', () => {
  async function open(page: Page) {
    await page.goto('/access/registration_step1')
    await islandsMounted(page, ['form'])
  }

  test('required on blur, dependent dropdown, the company fields, and safe html', async ({ page }) => {
    await open(page)
    await page.evaluate(() => {
      ;(window as unknown as { hacked: boolean }).hacked = false
    })
    await registration(page).getByLabel('Imię').focus()
    await registration(page).getByLabel('Nazwisko').focus()
    await expect(registration(page).getByText('Pole Imię jest wymagane')).toBeVisible()
    await registration(page).getByLabel('Imię').fill('Ola')
    await expect(registration(page).getByText('Pole Imię jest wymagane')).toHaveCount(0)
    // Dependent dropdown: the regions follow the country.
    await registration(page).getByLabel('Kraj').selectOption('2')
    await expect(registration(page).getByLabel('Region').locator('option[value="CZ-10"]')).toHaveCount(1)
    await expect(registration(page).getByLabel('Region').locator('option[value="PL-MZ"]')).toHaveCount(0)
    // when_true: the company fields show with the checkbox.
    await expect(registration(page).getByLabel('Nazwa firmy')).toHaveCount(0)
    await registration(page).getByLabel('Kupuję na firmę').check()
    await expect(registration(page).getByLabel('Nazwa firmy')).toBeVisible()
    // The textarea counts down.
    await registration(page).getByLabel('O mnie').fill('Lubię len.')
    await expect(registration(page).getByText('Pozostało znaków: 190')).toBeVisible()
    // html made safe: the link stays, the script does not run.
    await expect(registration(page).getByRole('link', { name: 'regulamin' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBe(false)
    expect(await axeViolations(page)).toEqual([])
  })

  test('a taken e-mail comes back under its field; a file of the wrong type is refused; then success with the upload', async ({ page }) => {
    await open(page)
    const form = registration(page)
    await form.getByLabel('Imię').fill('Ola')
    await form.getByLabel('Nazwisko').fill('Nowak')
    await form.getByLabel('E-mail').fill('anna@example.com')
    await form.getByLabel('Hasło').fill('dobrehaslo1')
    await form.getByLabel('Region').selectOption('PL-MZ')
    await form.getByLabel('Akceptuję regulamin').check()
    await form.getByLabel('Zdjęcie profilowe').setInputFiles({ name: 'kot.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await expect(form.getByText('Dozwolone są tylko pliki: jpg, png.')).toBeVisible()
    await form.getByLabel('Zdjęcie profilowe').setInputFiles({ name: 'kot.png', mimeType: 'image/png', buffer: Buffer.from('PNGDATA') })
    await form.getByRole('button', { name: 'Załóż konto' }).click()
    await expect(form.getByText('Ten adres e-mail jest już zarejestrowany.')).toBeVisible()
    // Nothing typed is lost.
    await expect(form.getByLabel('Imię')).toHaveValue('Ola')
    await form.getByLabel('E-mail').fill('ola@example.com')
    await form.getByRole('button', { name: 'Załóż konto' }).click()
    await expect(form.getByRole('status')).toContainText('Konto zostało założone.')
    const last = await (await page.request.get('/__fixture/last-registration')).json()
    expect(last.multipart).toBe(true)
    expect(last.avatar.name).toBe('kot.png')
    expect(last.fields.terms).toBe('t')
    expect(last.fields.region).toBe('PL-MZ')
  })
})

test.describe('newsletter (SPEC 1, forms engine)', () => {
  test('the server form takes what is typed while the island loads on that first focus, and keeps every character', async ({ page }) => {
    // The island's chunk held back until the shopper has typed: what went into the server's field stays.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/static\/www\/newsletter-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/o-nas')
    await newsletter(page).scrollIntoViewIfNeeded()
    // In view, the island does not load (the forms engine is not part of the page's first load).
    await expect(page.locator('#newsletter')).not.toHaveAttribute('data-widget-state', /./)
    await newsletter(page).getByLabel('E-mail').click()
    await expect(page.locator('#newsletter')).toHaveAttribute('data-widget-state', 'loading')
    await page.keyboard.type('nowa@exam')
    release()
    await expect(page.locator('#newsletter')).toHaveAttribute('data-widget-state', 'mounted')
    await page.keyboard.type('ple.com')
    await expect(newsletter(page).getByLabel('E-mail')).toHaveValue('nowa@example.com')
    await expect(newsletter(page).getByLabel('E-mail')).toBeFocused()
  })

  test('a first click on the consent box ticks it in the island that it loads', async ({ page }) => {
    await page.goto('/o-nas')
    await newsletter(page).scrollIntoViewIfNeeded()
    await newsletter(page)
      .getByLabel(/Zgadzam się/)
      .click()
    await islandsMounted(page, ['newsletter'])
    await expect(newsletter(page).getByLabel(/Zgadzam się/)).toBeChecked()
  })

  test('the success view and send again', async ({ page }) => {
    await page.goto('/o-nas')
    await newsletter(page).getByLabel('E-mail').focus()
    await islandsMounted(page, ['newsletter'])
    await newsletter(page).getByLabel('E-mail').fill('taken@example.com')
    await newsletter(page)
      .getByLabel(/Zgadzam się/)
      .check()
    await newsletter(page).getByRole('button', { name: 'Zapisz się' }).click()
    await expect(newsletter(page).getByText('Ten adres jest już zapisany.')).toBeVisible()
    await newsletter(page).getByLabel('E-mail').fill('nowa@example.com')
    await newsletter(page).getByRole('button', { name: 'Zapisz się' }).click()
    await expect(newsletter(page).getByRole('status')).toContainText('Dziękujemy!')
    await newsletter(page).getByRole('button', { name: 'Wyślij ponownie' }).click()
    // clearAfter: the form comes back empty.
    await expect(newsletter(page).getByLabel('E-mail')).toHaveValue('')
  })

  test('a network failure keeps what was typed and says so', async ({ page }) => {
    await page.goto('/o-nas')
    await newsletter(page).getByLabel('E-mail').focus()
    await islandsMounted(page, ['newsletter'])
    await page.route('**/newsletter/subscribe', (route) => route.abort('internetdisconnected'))
    await newsletter(page).getByLabel('E-mail').fill('ktos@example.com')
    await newsletter(page)
      .getByLabel(/Zgadzam się/)
      .check()
    await newsletter(page).getByRole('button', { name: 'Zapisz się' }).click()
    await expect(newsletter(page).getByRole('alert')).toContainText('Network Error')
    await expect(newsletter(page).getByLabel('E-mail')).toHaveValue('ktos@example.com')
    await expect(newsletter(page).getByLabel(/Zgadzam się/)).toBeChecked()
  })
})

test.describe('messages that appear on blur do not move the controls (forms engine)', () => {
  test('newsletter: from the empty e-mail, one click on the consent ticks it, and the e-mail message shows', async ({ page }) => {
    await page.goto('/o-nas')
    // The shopper goes into the e-mail field: the island loads and takes it over, focus kept.
    await newsletter(page).getByLabel('E-mail').focus()
    await islandsMounted(page, ['newsletter'])
    await expect(newsletter(page).getByLabel('E-mail')).toBeFocused()
    const consent = newsletter(page).getByLabel(/Zgadzam się/)
    const before = await consent.boundingBox()
    await consent.click()
    await expect(newsletter(page).getByText('Pole E-mail jest wymagane')).toBeVisible()
    await expect(consent).toBeChecked()
    expect((await consent.boundingBox())?.y).toBe(before?.y)
  })

  test('registration: the password keeps the server\'s autocomplete="new-password"', async ({ page }) => {
    await page.goto('/access/registration_step1')
    await islandsMounted(page, ['form'])
    await expect(registration(page).locator('input[name="psw"]')).toHaveAttribute('autocomplete', 'new-password')
    await expect(registration(page).getByLabel('E-mail')).toHaveAttribute('autocomplete', 'email')
  })
})
