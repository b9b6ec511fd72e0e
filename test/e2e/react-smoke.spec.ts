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

// The delivery step's answer to a tap waits for the next frame, so the tap paints first; the
// tapped radio must show checked at once on React too (a controlled radio was set back by React
// until that frame, and Playwright's check() fails when the click does not change the state).
test('on the React build a delivery and a payment show checked as they are tapped', async ({ page, consoleLog }) => {
  await page.goto('/basket/delivery?seed=basket&login=basket-guest')
  await islandsMounted(page, ['checkout'])
  const step = page.locator('#checkout')
  for (const name of [/Kurier DPD/, /Przelew tradycyjny/, /Paczkomat InPost 24\/7/]) {
    const radio = step.getByRole('radio', { name })
    await radio.check()
    await expect(radio).toBeChecked()
  }
  await expect(step.getByRole('radio', { name: /Kurier DPD/ })).not.toBeChecked()
  expect(consoleLog.errors).toEqual([])
})

// The listing on React: the server's tiles and its promotion card are replaced by the island's on a
// filter (siblings with one key: React kept the card above the filtered tiles, preact did not).
// The price fields type through onInput, which preact's core and React read alike.
test('on the React build a filter replaces the tiles and takes the promotion card away; a price applies', async ({ page, consoleLog }) => {
  await page.goto('/c/sukienki?perPage=24&sorting=2')
  await islandsMounted(page, ['listing'])
  const promo = page.getByRole('region', { name: 'Blind box: niespodzianka' })
  await expect(promo).toBeVisible()
  await page.getByRole('group', { name: 'Kolor' }).getByRole('checkbox').first().check()
  await expect(page).toHaveURL(/\/c\/sukienki\/kolor_/)
  await expect(promo).toHaveCount(0)
  const from = page.getByRole('spinbutton', { name: 'od' })
  await from.fill('100')
  await from.press('Enter')
  await expect(page).toHaveURL(/[?&]price-from=100(&|$)/)
  expect(consoleLog.errors).toEqual([])
})
