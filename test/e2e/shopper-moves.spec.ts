import type { Page } from '@playwright/test'
import { expect, islandsMounted, test } from './shop'

// A shopper leaves a page by its links, comes back with Back, and uses the keyboard alone. Pages
// with a routed island (the checkout, the cupboards) must still let every other link navigate.

const checkout = (page: Page) => page.locator('#checkout')
const header = (page: Page) => page.getByRole('banner')

async function open(page: Page, path: string, islands: string[]) {
  await page.goto(path)
  await islandsMounted(page, islands)
}

test.describe('links leave routed pages (ARCHITECTURE: an island owns only its routes)', () => {
  for (const path of ['/basket?seed=basket', '/en/basket?seed=basket']) {
    test(`${path}: a header category, a product and "back to shopping" open their pages; Back returns`, async ({ page }) => {
      await open(page, path, ['checkout'])
      await header(page).getByRole('navigation').getByRole('link').first().click()
      await expect(page).toHaveURL(/\/c\/[a-z-]+$/)
      await expect(page.locator('#checkout')).toHaveCount(0)
      await page.goBack()
      await expect(checkout(page).getByRole('list').first()).toBeVisible()

      const product = checkout(page).locator('.sw-co__name').first()
      const href = await product.getAttribute('href')
      await product.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.locator('#checkout')).toHaveCount(0)
      await page.goBack()

      await checkout(page).getByRole('link', { name: /Wróć do zakupów|Continue shopping/ }).first().click()
      await expect(page.locator('#checkout')).toHaveCount(0)
    })
  }

  test('/basket: the step links still open in place, without a reload', async ({ page }) => {
    await open(page, '/basket?seed=basket&login=customer', ['checkout'])
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await checkout(page).getByRole('link', { name: 'Dalej' }).click()
    await expect(page).toHaveURL(/\/basket\/delivery$/)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  for (const path of ['/cupboard?login=customer', '/myAccount/cupboards?login=customer']) {
    test(`${path}: a header link and a product link open their pages`, async ({ page }) => {
      await open(page, path, ['cupboard-tabs', 'cupboard'])
      await expect(page.locator('#cupboard').getByRole('listitem').first()).toBeVisible()
      await header(page).getByRole('navigation').getByRole('link').first().click()
      await expect(page).toHaveURL(/\/c\/[a-z-]+$/)
      await expect(page.locator('#cupboard')).toHaveCount(0)
      await page.goBack()
      const product = page.locator('#cupboard').getByRole('listitem').first().getByRole('link').first()
      const href = await product.getAttribute('href')
      await product.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.locator('#cupboard')).toHaveCount(0)
    })
  }
})
