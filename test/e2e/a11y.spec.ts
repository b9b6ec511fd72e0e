import { axeViolations, expect, islandsMounted, test } from './shop'

const pages = [
  '/',
  '/c/sukienki',
  '/o-nas',
  '/regulamin',
  '/basket',
  '/basket?seed=full',
  '/basket/delivery?seed=basket&login=customer',
  '/access/registration_step1',
  '/en/basket',
  '/widgets',
  '/en/',
]

test.describe('accessibility (axe-core) with the islands mounted', () => {
  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path.includes('seed=') ? path : `${path}${path.includes('?') ? '&' : '?'}seed=basket`)
      await islandsMounted(page, ['mini-basket', 'notifications'])
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('product page has no violations', async ({ page }) => {
    await page.goto('/c/sukienki')
    await page.goto((await page.locator('.sw-ls__tiles a.tile__link').first().getAttribute('href')) as string)
    await islandsMounted(page, ['mini-basket'])
    expect(await axeViolations(page)).toEqual([])
  })

  test('with a notification and the mini basket open', async ({ page }) => {
    await page.goto('/?notify=1&seed=basket')
    await islandsMounted(page, ['mini-basket', 'notifications'])
    await expect(page.getByText('Free delivery').first()).toBeVisible()
    await page.locator('header [data-widget="mini-basket"]').getByRole('button').click()
    expect(await axeViolations(page)).toEqual([])
  })

  test('with a modal notification open', async ({ page }) => {
    await page.goto('/o-nas')
    await islandsMounted(page, ['notifications'])
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('shop:notify', { detail: { content: 'Your order was sent.', type: 'modal-info' } })),
    )
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Your order was sent.')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })
})
