import type { Page } from '@playwright/test'
import { expect, grantAnalytics, islandsMounted, routeOnce, setCurrency, test } from './shop'

const checkout = (page: Page) => page.locator('#checkout')
const lineOf = (page: Page, name: string) =>
  checkout(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
const toPay = (page: Page) => checkout(page).locator('.sw-co__to-pay dd')
const miniCount = (page: Page) => page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })

async function openBasket(page: Page, seed = 'basket') {
  await page.goto(`/basket?seed=${seed}`)
  await islandsMounted(page, ['checkout', 'mini-basket'])
}

test.describe('basket step (SPEC 2 Basket flow)', () => {
  test('shows every kind of line: error, muted, pre-order, set, discount name', async ({ page }) => {
    await openBasket(page, 'full')
    await expect(checkout(page).getByRole('heading', { name: 'Twój koszyk' })).toBeVisible()
    const error = checkout(page).locator('.sw-co__line.has-error')
    await expect(error.getByRole('alert')).toContainText('Dostępna ilość')
    await expect(checkout(page).getByText('Niektóre produkty w koszyku wymagają uwagi.')).toBeVisible()
    // SPEC 2: with an error the continue button stays on the basket.
    await expect(checkout(page).getByRole('link', { name: 'Dalej' })).toHaveAttribute('href', '/basket')
    const muted = checkout(page).locator('.sw-co__line.is-muted')
    await expect(muted).toContainText('niedostępny')
    await expect(muted.getByRole('button', { name: 'Zwiększ ilość' })).toHaveCount(0)
    await expect(checkout(page).getByText('Przedsprzedaż')).toBeVisible()
    await expect(checkout(page).getByRole('list', { name: 'W zestawie' }).getByRole('listitem')).toHaveCount(2)
    await expect(checkout(page).getByText('Promocja -20%')).toBeVisible()
  })

  test('quantity: minus off at 1, plus updates value, total and the mini basket at once', async ({ page }) => {
    await openBasket(page)
    const shirt = lineOf(page, 'Koszula oxford slim')
    await expect(shirt.getByRole('button', { name: 'Zmniejsz ilość' })).toBeDisabled()
    await expect(miniCount(page)).toContainText('2')
    await shirt.getByRole('button', { name: 'Zwiększ ilość' }).click()
    await expect(shirt.locator('output')).toHaveText('2')
    await expect(miniCount(page)).toContainText('3')
    await expect(shirt.getByRole('button', { name: 'Zmniejsz ilość' })).toBeEnabled()
    await expect(toPay(page)).toHaveText('308,98 zł')
  })

  test('a refused quantity change rolls back with the notice', async ({ page }) => {
    await openBasket(page)
    await page.route('**/ajax/basket/quantity', (route) => route.fulfill({ status: 500, body: 'oops' }))
    const shirt = lineOf(page, 'Koszula oxford slim')
    await shirt.getByRole('button', { name: 'Zwiększ ilość' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Request failed with status code 500' })).toBeVisible()
    await expect(shirt.locator('output')).toHaveText('1')
    await expect(miniCount(page)).toContainText('2')
  })

  test('remove takes the line out and removeFromCart follows a second later', async ({ page, context }) => {
    await grantAnalytics(context)
    await openBasket(page)
    await lineOf(page, 'Czapka z pomponem').getByRole('button', { name: /Usuń/ }).click()
    await expect(lineOf(page, 'Czapka z pomponem')).toHaveCount(0)
    await expect(miniCount(page)).toContainText('1')
    const events = () => page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((e) => e.event))
    expect(await events()).toContain('checkout')
    await expect.poll(events, { timeout: 3000 }).toContain('removeFromCart')
  })

  test('discount code: a wrong one keeps what was typed; LATO10 lowers the total; clear restores it', async ({ page }) => {
    await openBasket(page)
    const before = await toPay(page).textContent()
    const field = checkout(page).getByLabel('Kod rabatowy')
    await expect(checkout(page).getByRole('button', { name: 'Zastosuj Kod rabatowy' })).toBeDisabled()
    await field.fill('ZIMA99')
    await field.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'ZIMA99' })).toBeVisible()
    await expect(field).toHaveValue('ZIMA99')
    await field.fill('lato10')
    await checkout(page).getByRole('button', { name: 'Zastosuj Kod rabatowy' }).click()
    await expect(checkout(page).getByText(/Kod rabatowy: LATO10/)).toBeVisible()
    await expect(toPay(page)).not.toHaveText(before as string)
    await checkout(page).getByRole('button', { name: 'Usuń Kod rabatowy' }).click()
    await expect(toPay(page)).toHaveText(before as string)
  })

  test('voucher: a used one is refused; BON-50 takes 50 zł off; clear', async ({ page }) => {
    await openBasket(page)
    const field = checkout(page).getByLabel('Bon podarunkowy')
    await field.fill('BON-USED')
    await field.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'wykorzystany' })).toBeVisible()
    await field.fill('BON-50')
    await field.press('Enter')
    await expect(checkout(page).getByText(/Bon podarunkowy: BON-50/)).toBeVisible()
    await expect(toPay(page)).toHaveText('143,98 zł')
    await checkout(page).getByRole('button', { name: 'Usuń Bon podarunkowy' }).click()
    await expect(toPay(page)).toHaveText('193,98 zł')
  })

  test('loyalty points above the maximum become the maximum', async ({ page }) => {
    await openBasket(page)
    const field = checkout(page).getByLabel('Punkty lojalnościowe')
    await field.fill('999')
    await field.press('Enter')
    await expect(field).toHaveValue('17')
    await expect(toPay(page)).toHaveText('176,98 zł')
  })

  test('the free-delivery bar moves and reaches free delivery', async ({ page }) => {
    await openBasket(page)
    await expect(checkout(page).getByText('Do darmowej dostawy brakuje 21,01 zł')).toBeVisible()
    await lineOf(page, 'Czapka z pomponem').getByRole('button', { name: 'Zwiększ ilość' }).click()
    await expect(checkout(page).getByText('Masz darmową dostawę!')).toBeVisible()
    await expect(checkout(page).getByRole('progressbar')).toHaveAttribute('value', '100')
  })

  test('emptying the basket shows the empty message and hides the steps', async ({ page }) => {
    await openBasket(page)
    await expect(checkout(page).getByRole('navigation', { name: 'Etapy zamówienia' })).toBeVisible()
    // Both tapped at once: the removals can reach the server in either order, and the basket read
    // again after overlapping changes shows it as the server has it (shared/stores/basket-actions.ts).
    for (const name of ['Koszula oxford slim', 'Czapka z pomponem']) {
      await lineOf(page, name).getByRole('button', { name: /Usuń/ }).click()
    }
    await expect(checkout(page).getByText(/Twój koszyk jest pusty/)).toBeVisible()
    await expect(checkout(page).getByRole('navigation', { name: 'Etapy zamówienia' })).toHaveCount(0)
    await expect(miniCount(page)).toContainText('0')
  })

  test('continue moves to delivery without a reload, and Back returns to the basket', async ({ page }) => {
    await openBasket(page, 'basket&login=customer')
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await checkout(page).getByRole('link', { name: 'Dalej' }).click()
    await expect(page).toHaveURL(/\/basket\/delivery$/)
    await expect(checkout(page).getByRole('link', { name: 'Wróć do koszyka' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await page.goBack()
    await expect(page).toHaveURL(/\/basket(\?|$)/)
    await expect(checkout(page).getByRole('heading', { name: 'Twój koszyk' })).toBeVisible()
  })

  test('a reload lands on the same step', async ({ page }) => {
    await page.goto('/basket/delivery?seed=basket&login=customer')
    await islandsMounted(page, ['checkout'])
    await expect(checkout(page).getByRole('link', { name: 'Wróć do koszyka' })).toBeVisible()
  })

  test('the bottom bar docks to the viewport while its place is far below', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 })
    await openBasket(page, 'full')
    const bar = checkout(page).locator('.sw-co__buttons')
    await expect(bar).toHaveAttribute('data-fixed', 'true')
    await expect(bar.getByRole('link', { name: 'Dalej' })).toBeInViewport()
    await bar.evaluate((element) => element.parentElement?.scrollIntoView({ block: 'center' }))
    await expect(bar).not.toHaveAttribute('data-fixed', 'true')
  })
})

test.describe('summary entry guard (SPEC 2)', () => {
  test('no products: to the basket', async ({ page }) => {
    await page.goto('/basket/summary')
    await expect(page).toHaveURL(/\/basket$/)
  })

  test('products but no delivery and payment: to delivery', async ({ page }) => {
    await page.goto('/basket/summary?seed=basket&login=customer')
    await expect(page).toHaveURL(/\/basket\/delivery$/)
  })

  test('delivery and payment chosen: the summary stays', async ({ page }) => {
    await page.goto('/basket/summary?seed=chosen&login=customer')
    await islandsMounted(page, ['checkout'])
    await expect(page).toHaveURL(/\/basket\/summary/)
  })

  test('a guest is sent to log in first, remembering where to come back', async ({ page }) => {
    await page.goto('/basket/summary?seed=chosen')
    await page.waitForURL(/\/access\/login\?from=%2Fbasket%2Fsummary%3Fseed%3Dchosen&to=%2Fbasket%2Fsummary%3Fseed%3Dchosen$/)
  })
})

test.describe('one basket everywhere', () => {
  test('a change in one tab shows in the other within a second', async ({ page, context }) => {
    await openBasket(page)
    const other = await context.newPage()
    await other.goto('/o-nas')
    await islandsMounted(other, ['mini-basket'])
    await expect(miniCount(other)).toContainText('2')
    await lineOf(page, 'Koszula oxford slim').getByRole('button', { name: 'Zwiększ ilość' }).click()
    await expect(miniCount(other)).toContainText('3', { timeout: 1000 })
  })

  test('a page restored by Back shows the current basket', async ({ page, context }) => {
    await page.goto('/o-nas?seed=basket')
    await islandsMounted(page, ['mini-basket'])
    await page.goto('/regulamin')
    await islandsMounted(page, ['mini-basket'])
    // Meanwhile the basket changes elsewhere (another tab's add, made directly on the server).
    const other = await context.newPage()
    await other.goto('/c/sukienki')
    await islandsMounted(other, ['mini-basket'])
    await other.locator('.legacy-add').first().click()
    await expect(miniCount(other)).toContainText('3')
    await other.close()
    await page.goBack()
    await expect(miniCount(page)).toContainText('3')
  })

  test('errors.basket.products in an answer refreshes the basket and goes to it', async ({ page }) => {
    await page.goto('/c/sukienki?seed=basket')
    await islandsMounted(page, ['mini-basket'])
    let answered = 0
    await page.route('**/ajax/basket/payments', (route) => {
      answered++
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Koszyk się zmienił.', errors: { basket: { products: ['changed'] } } }),
      })
    })
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:basket-refresh')))
    await page.waitForURL('**/basket')
    // The policy re-read once, even though the server kept saying the same (no loop).
    expect(answered).toBe(2)
  })
})

test.describe('each basket call failing leaves the basket as it was, with the notice', () => {
  const cases: [string, string, (page: Page) => Promise<void>][] = [
    ['delete', '**/ajax/basket/delete', (page) => lineOf(page, 'Czapka z pomponem').getByRole('button', { name: /Usuń/ }).click()],
    [
      'discount',
      '**/ajax/basket/discount',
      async (page) => {
        await checkout(page).getByLabel('Kod rabatowy').fill('LATO10')
        await checkout(page).getByLabel('Kod rabatowy').press('Enter')
      },
    ],
    [
      'voucher',
      '**/ajax/basket/voucher',
      async (page) => {
        await checkout(page).getByLabel('Bon podarunkowy').fill('BON-50')
        await checkout(page).getByLabel('Bon podarunkowy').press('Enter')
      },
    ],
    [
      'loyalty points',
      '**/ajax/basket/loyaltyProgram',
      async (page) => {
        await checkout(page).getByLabel('Punkty lojalnościowe').fill('5')
        await checkout(page).getByLabel('Punkty lojalnościowe').press('Enter')
      },
    ],
  ]
  for (const [name, url, act] of cases) {
    test(`${name}: a server error`, async ({ page }) => {
      await openBasket(page)
      await page.route(url, (route) => route.fulfill({ status: 500, body: 'oops' }))
      await act(page)
      await expect(page.getByRole('alert').filter({ hasText: 'Request failed with status code 500' })).toBeVisible()
      await expect(toPay(page)).toHaveText('193,98 zł')
      await expect(
        checkout(page)
          .getByRole('listitem')
          .filter({ has: page.locator('.sw-co__name') }),
      ).toHaveCount(2)
    })
  }
})

test.describe('a redirect flag in a successful answer (SPEC 7 payments, SPEC 8)', () => {
  test('replaces the basket, goes where it says, and the danger notice is still there on arrival', async ({ page }) => {
    await openBasket(page)
    await routeOnce(page, '**/ajax/basket/payments', async (route) => {
      const body = await (await route.fetch()).json()
      await route.fulfill({ json: { ...body, redirect: '/o-nas', message: 'Koszyk zmienił się, sprawdź go.' } })
    })
    await checkout(page).getByLabel('Kod rabatowy').fill('LATO10')
    await checkout(page).getByLabel('Kod rabatowy').press('Enter')
    // The navigation starts at once; its page load may take a while on a busy machine.
    await expect(page).toHaveURL(/\/o-nas$/, { timeout: 15_000 })
    await islandsMounted(page, ['notifications'])
    const notice = page.getByRole('alert').filter({ hasText: 'Koszyk zmienił się, sprawdź go.' })
    await expect(notice).toBeVisible()
    // Handed over once: a reload does not show it again.
    await page.reload()
    await islandsMounted(page, ['notifications'])
    await expect(page.getByText('Koszyk zmienił się, sprawdź go.')).toHaveCount(0)
  })
})

test("the loyalty hint gives a point's worth in the shopper's currency", async ({ page }) => {
  await setCurrency(page, 2)
  await openBasket(page)
  await expect(checkout(page).getByText(/Możesz wykorzystać do \d+ pkt/)).toHaveText(/\(1 pkt = 0,23 €\)/)
  await expect(checkout(page).getByText(/1 pkt = 1 zł/)).toHaveCount(0)
})

test("docking the bottom bar moves nothing: its place keeps the bar's height", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await openBasket(page, 'full')
  const bar = checkout(page).locator('.sw-co__buttons')
  const after = checkout(page).locator('.sw-co__info')
  const top = () => after.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
  await expect(bar).toHaveAttribute('data-fixed', 'true')
  const docked = await top()
  await after.scrollIntoViewIfNeeded()
  await expect(bar).not.toHaveAttribute('data-fixed', 'true')
  expect(await top()).toBe(docked)
})

test('the recommendations come when the focus comes into the basket, so the keyboard reaches them', async ({ page }) => {
  await page.goto('/basket?seed=basket')
  await islandsMounted(page, ['checkout'])
  const recommendations = page.locator('#checkout').getByRole('heading', { name: 'Często kupowane razem' })
  // Below the first screen, their code is no part of the first visit (test/budgets.ts firstVisitBudgets).
  await page.waitForLoadState('networkidle')
  await expect(recommendations).toHaveCount(0)
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(() => document.activeElement?.closest('#checkout') !== null)) break
  }
  await expect(recommendations).toBeAttached()
  // In the tab order, after the step's own controls.
  await expect(page.locator('#checkout .sw-co__recs a').first()).toHaveAttribute('href', /^\/p\//)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

// What a shopper on a phone sees (390×844, touch, scale 2), beside a desktop window.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/** The elements inside `scope` whose text is broken inside a word (a line box ends mid-word). */
async function wordsBrokenInside(scope: ReturnType<Page['locator']>): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      // Each word of the node must sit on one line: its range's boxes all share one top.
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index ?? 0)
        range.setEnd(node, (match.index ?? 0) + match[0].length)
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (tops.size > 1) broken.push(match[0])
      }
    }
    return broken
  })
}

test.describe('on a phone', () => {
  test.use(phone)

  test('the checkout login shows the steps, the total and the guest choice in the first screen', async ({ page }) => {
    await page.goto('/basket?seed=basket')
    await page.goto('/basket/delivery')
    await page.waitForURL(/\/access\/login/)
    await islandsMounted(page, ['login'])
    await expect(page.getByRole('navigation', { name: 'Etapy zamówienia' })).toBeInViewport({ ratio: 1 })
    await expect(page.getByText('Twój koszyk:')).toContainText('178,99 zł')
    await expect(page.getByRole('button', { name: 'Kontynuuj bez konta' })).toBeInViewport({ ratio: 1 })
  })

  for (const width of [320, 390]) {
    test(`${width} px: a basket line keeps its words whole, its prices labelled and "Usuń" beside its quantity`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await openBasket(page)
      const line = lineOf(page, 'Koszula oxford slim')
      expect(await wordsBrokenInside(line)).toEqual([])
      expect(await wordsBrokenInside(checkout(page).locator('.sw-co__steps'))).toEqual([])
      await expect(line).toContainText('Cena:')
      await expect(line).toContainText('Wartość')
      // The steps on one line.
      const steps = await checkout(page)
        .locator('.sw-co__steps li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      expect(new Set(steps).size).toBe(1)
      // "Usuń" right under the quantity and the value, not a screen away.
      const figures = await line.locator('.sw-co__figures').boundingBox()
      const remove = await line.getByRole('button', { name: /Usuń/ }).boundingBox()
      expect(figures && remove && remove.y - (figures.y + figures.height)).toBeLessThan(16)
    })
  }
})

// Screenshots a person looks at (not compared): .cache/screens, not committed.
test('screenshots of the basket, the login, the delivery and the summary at 390 and 1280 px', async ({ browser }) => {
  test.setTimeout(90_000)
  for (const [name, options] of [
    ['390', phone],
    ['1280', { viewport: { width: 1280, height: 800 } }],
  ] as const) {
    const context = await browser.newContext({ ...options, baseURL: test.info().project.use.baseURL })
    await context.addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false, date: new Date().toISOString() })),
        domain: '127.0.0.1',
        path: '/',
      },
    ])
    const page = await context.newPage()
    const shot = (screen: string) => page.screenshot({ path: `.cache/screens/${screen}-${name}.png`, fullPage: true })
    await openBasket(page)
    await shot('basket')
    await page.goto('/basket/delivery')
    await islandsMounted(page, ['login'])
    await shot('login')
    await page.goto('/basket/delivery?login=basket-guest')
    await islandsMounted(page, ['checkout'])
    await checkout(page)
      .getByRole('radio', { name: /Kurier DPD/ })
      .check()
    await shot('delivery')
    await page.goto('/basket/summary?seed=summary&login=basket-guest')
    await islandsMounted(page, ['checkout'])
    await expect(checkout(page).getByRole('button', { name: 'Zamawiam i płacę' })).toBeVisible()
    await shot('summary')
    await context.close()
  }
})
