import { expect, islandsMounted, test } from './shop'

test('the React build mounts the islands and shares the basket', async ({ page, consoleLog }) => {
  await page.goto('/c/sukienki?seed=basket')
  await islandsMounted(page, ['mini-basket', 'notifications'])
  const toggle = page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })
  await expect(toggle).toContainText('2')
  await page.locator('.legacy-add').first().click()
  await expect(toggle).toContainText('3')
  await expect(page.getByRole('region', { name: 'Koszyk' })).toBeVisible()
  const ui = await page.evaluate(() =>
    fetch('/static/www/manifest.json')
      .then((r) => r.json())
      .then((m) => m.ui),
  )
  expect(ui).toBe('react')
  expect(consoleLog.errors).toEqual([])
})
