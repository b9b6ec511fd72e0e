import type { Page } from '@playwright/test'
import { axeViolations, expect, islandsMounted, test } from './shop'

// The account area (issue 15): the account island on every /myAccount page, the shared route
// guard, and each section against the fixture shop's per-customer state.

const account = (page: Page) => page.locator('.sw-acc-layout')
const screen = (page: Page) => page.locator('.sw-acc__screen')
const menu = (page: Page) => page.getByRole('navigation', { name: /Menu konta|Account menu/ })

async function openAccount(page: Page, path: string, login = 'customer') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login=${login}`)
  await islandsMounted(page, ['account'])
}

test.describe('the route guard (SPEC 2 Global navigation, 6)', () => {
  test('a guest opening /en/myAccount/orders/2 logs in in English and lands on orders page 2', async ({ page }) => {
    await page.goto('/en/myAccount/orders/2')
    await page.waitForURL(/\/en\/access\/login\?from=[^&]+&to=%2Fen%2FmyAccount%2Forders%2F2$/)
    await islandsMounted(page, ['login'])
    const login = page.locator('#login')
    await login.getByLabel('E-mail').fill('anna@example.com')
    await login.getByLabel('Password').fill('Haslo123!')
    await login.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/en\/myAccount\/orders\/2$/)
    await islandsMounted(page, ['account'])
    await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText('Orders')
    await expect(screen(page).getByText('Page 2 of 3')).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
  })

  test('a shopper in basket-guest mode is still sent to log in for personal data', async ({ page }) => {
    await page.goto('/myAccount/personalData?login=basket-guest')
    await page.waitForURL(/\/access\/login\?/)
  })
})

test.describe('moving around the account (SPEC 2 Account)', () => {
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
