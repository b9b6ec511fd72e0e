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

      await checkout(page)
        .getByRole('link', { name: /Wróć do zakupów|Continue shopping/ })
        .first()
        .click()
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

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return element
      ? { tag: element.tagName, label: element.getAttribute('aria-label'), text: element.textContent?.slice(0, 60) ?? '', id: element.id }
      : null
  })

test.describe('focus never drops to the page', () => {
  test('Enter on "+" keeps focus on it while the change is pending and after it', async ({ page }) => {
    await open(page, '/basket?seed=basket', ['checkout'])
    const line = checkout(page).getByRole('listitem').filter({ hasText: 'Koszula oxford slim' }).first()
    const plus = line.getByRole('button', { name: 'Zwiększ ilość' })
    // Slow answer, so the pending state lasts long enough to be seen.
    await page.route('**/ajax/basket/quantity', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await plus.focus()
    await page.keyboard.press('Enter')
    await expect(plus).toHaveAttribute('aria-disabled', 'true')
    expect((await focused(page))?.label).toBe('Zwiększ ilość')
    await expect(line.locator('output')).toHaveText('2')
    await expect(plus).toHaveAttribute('aria-disabled', 'false')
    expect((await focused(page))?.label).toBe('Zwiększ ilość')
    // The keyboard goes on from there: Enter again adds one more.
    await page.keyboard.press('Enter')
    await expect(line.locator('output')).toHaveText('3')
  })

  test('Space on "Usuń" moves focus to the next line, then to the heading; each removal is announced', async ({ page }) => {
    await open(page, '/basket?seed=basket', ['checkout'])
    const lines = checkout(page).locator('.sw-co__lines > li')
    await expect(lines).toHaveCount(2)
    const firstName = (await lines.first().locator('.sw-co__name').textContent()) ?? ''
    await lines.first().getByRole('button', { name: /Usuń/ }).focus()
    await page.keyboard.press('Space')
    await expect(lines).toHaveCount(1)
    await expect(lines.first()).toBeFocused()
    await expect(
      checkout(page)
        .getByRole('status')
        .filter({ hasText: `Usunięto z koszyka: ${firstName}` }),
    ).toBeAttached()
    await lines.first().getByRole('button', { name: /Usuń/ }).focus()
    await page.keyboard.press('Space')
    await expect(checkout(page).getByRole('heading', { level: 1, name: 'Twój koszyk' })).toBeFocused()
    await expect(checkout(page).getByText('Twój koszyk jest pusty')).toBeVisible()
  })
})

test.describe('the cookie banner', () => {
  test.use({ undecidedConsent: true })

  test('deciding by keyboard moves focus to the start of the main content, not <body>', async ({ page }) => {
    await open(page, '/o-nas', ['mini-basket'])
    const accept = page.getByRole('button', { name: 'Akceptuję wszystkie', exact: true })
    await accept.focus()
    await islandsMounted(page, ['cookie-consent'])
    await page.keyboard.press('Enter')
    await expect(accept).toHaveCount(0)
    expect((await focused(page))?.tag).toBe('MAIN')
    // Tab goes on from there.
    await page.keyboard.press('Tab')
    expect((await focused(page))?.tag).not.toBe('BODY')
  })
})

test.describe('nothing hides behind the docked bar, with the cookie banner up (WCAG 2.2 2.4.11)', () => {
  test.use({ undecidedConsent: true, viewport: { width: 1280, height: 800 } })

  /** True when the middle of the element is what the shopper sees there (no fixed layer over it). */
  const uncovered = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body) return 'body'
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10))
      return hit && (hit === element || element.contains(hit))
        ? 'seen'
        : `${element.textContent?.trim().slice(0, 40)} is under ${hit?.className}`
    })

  test('/basket at 1280x800: "Wróć do zakupów" and "Dalej" are visible, and every control reached by Tab is seen', async ({ page }) => {
    await open(page, '/basket?seed=basket', ['checkout'])
    await expect(page.getByRole('region', { name: 'Szanujemy Twoją prywatność' })).toBeVisible()
    for (const name of ['Wróć do zakupów', 'Dalej']) {
      const button = checkout(page).getByRole('link', { name, exact: true })
      await button.focus()
      expect(await uncovered(page)).toBe('seen')
    }
    // The whole page by keyboard, from the top: no focused control is under a fixed layer.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('body').focus()
    const problems: string[] = []
    for (let step = 0; step < 45; step++) {
      await page.keyboard.press('Tab')
      const seen = await uncovered(page)
      if (seen !== 'seen' && seen !== 'body') problems.push(seen)
    }
    expect(problems).toEqual([])
  })
})
