// The answer to each tap, for npm run bench (docs/performance.md "The bench"): for every interaction below, done as a
// shopper does it on a fresh visit, the page's INP for it (the longest Event Timing entry of its
// inputs: input delay, processing and the next frame, as Core Web Vitals counts it) and the time
// from the last input until its result is on screen (the first animation frame in which the
// result is in the page), at each CPU throttling rate; the median of the runs. Layout shifts
// the shopper did not cause in that time are summed beside them (the worst run). A measurement:
// it fails nothing, and marks with ✘ an INP over the tap budget (TAP_BUDGET_MS below).
//
// BENCH_INTERACTIONS=listing-filter,basket-plus narrows it to those names; BENCH_TAP_PAUSE_MS (100)
// is the pause between the pointer's arrival and the press (see tap below).

/**
 * The shopper's press: the mouse down and up at the element's centre, as a finger or a mouse does
 * it. Not Playwright's click() or check(): their hit-target check runs Playwright's listeners and
 * hit tests in the page inside the interaction measured, a cost of Playwright's in every tap's INP
 * (the figures are in the commit that brought this in).
 * The pointer arrives first and the press comes a moment later, as a hand does it: Playwright's
 * mouse.click() moves and presses in the same millisecond, so the scroll into view and the hover
 * (its paint, the warm-up islands start on it) were counted as the press's input delay, a cost no
 * shopper's press meets. TAP_PAUSE_MS is well under a hand's quickest move-to-press.
 */
async function tap(locator) {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  if (!box) throw new Error('tap: the element has no box')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  const mouse = locator.page().mouse
  if (!TAP_PAUSE_MS) return mouse.click(x, y)
  await mouse.move(x, y)
  await locator.page().waitForTimeout(TAP_PAUSE_MS)
  await mouse.down()
  await mouse.up()
}
/** BENCH_TAP_PAUSE_MS=0 presses as the arrival comes, as the bench did before: for comparing with older figures. */
const TAP_PAUSE_MS = Number(process.env.BENCH_TAP_PAUSE_MS ?? 100)

/** Each interaction: where it starts, what is done first (not measured), the measured input, and its result. */
export const INTERACTIONS = [
  {
    name: 'listing-filter',
    label: 'listing: tick a filter value, tiles change',
    path: '/c/sukienki?seed=basket',
    act: (page) => tap(page.locator('.sw-ls__filter').filter({ hasText: 'Rozmiar' }).getByRole('checkbox', { name: 'M', exact: true })),
    // The tiles and the count of the new answer are in the page.
    before: () =>
      document.querySelector('.sw-ls__count')?.textContent +
      [...document.querySelectorAll('.sw-ls__tiles .tile__name')].map((n) => n.textContent).join(),
    done: (before) =>
      document.querySelector('.sw-ls__count')?.textContent +
        [...document.querySelectorAll('.sw-ls__tiles .tile__name')].map((n) => n.textContent).join() !==
      before,
  },
  {
    name: 'basket-plus',
    label: 'basket: "+" on a line',
    path: '/basket?seed=basket',
    act: (page) =>
      tap(
        page
          .locator('#checkout')
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: 'Koszula oxford slim', exact: true }) })
          .getByRole('button', { name: 'Zwiększ ilość' }),
      ),
    // The basket's answer is shown: the sum to pay changed.
    before: () => document.querySelector('#checkout .sw-co__to-pay dd')?.textContent,
    done: (before) => document.querySelector('#checkout .sw-co__to-pay dd')?.textContent !== before,
  },
  {
    name: 'quick-view',
    label: 'tile: open the quick view',
    path: '/c/sukienki?seed=basket',
    act: (page) => tap(page.locator('.sw-ls__tiles .tile').first().locator('.sw-pp__open')),
    // The preview's content, with its price, in an open dialog.
    done: () => document.querySelector('dialog[open] .sw-pp .sw-pr') !== null,
  },
  {
    name: 'product-add',
    label: 'product page: add to basket (panel opens)',
    path: '/p/sukienka-midi-lniana?seed=basket',
    prepare: async (page) => {
      const size = page.locator('.product__buy').getByRole('group', { name: 'Rozmiar' }).getByRole('button', { name: 'M', exact: true })
      if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click()
    },
    act: (page) => tap(page.locator('.product__buy').getByRole('button', { name: 'Dodaj do koszyka' })),
    // The add's confirmation: the added panel (a role="dialog" section; the mini basket stays closed).
    done: () => document.querySelector('.sw-added[role="dialog"]') !== null,
  },
  {
    name: 'search-hints',
    label: 'search: type "suk", hints shown',
    path: '/?seed=basket',
    act: async (page) => {
      await tap(page.getByRole('searchbox', { name: 'Szukaj w sklepie' }))
      await page.keyboard.type('suk', { delay: 80 })
    },
    // The hints of "suk" itself: the field keeps an earlier phrase's hints while it waits for them.
    done: () =>
      document.querySelector('[role="listbox"] [role="option"]') !== null &&
      performance.getEntriesByType('resource').some((entry) => /\/search\/hints\?phrase=suk(&|$)/.test(entry.name)),
  },
  {
    name: 'product-size',
    label: 'product page: choose a size',
    path: '/p/sukienka-w-grochy',
    act: (page) =>
      tap(page.locator('.product__buy').getByRole('group', { name: 'Rozmiar' }).getByRole('button', { name: 'M', exact: true })),
    done: () => [...document.querySelectorAll('.product__buy [aria-pressed="true"]')].some((button) => button.textContent?.trim() === 'M'),
  },
  {
    name: 'mini-basket',
    label: 'header: open the mini basket',
    path: '/?seed=basket',
    act: (page) => tap(page.locator('header [data-widget="mini-basket"]').getByRole('button', { name: /Koszyk/ })),
    done: () => document.querySelector('header [data-widget="mini-basket"] [aria-expanded="true"]') !== null,
  },
  {
    name: 'language-modal',
    label: 'header: open the language modal',
    path: '/o-nas',
    act: (page) => tap(page.locator('header [data-widget="language-picker"] .sw-lp__trigger')),
    done: () => [...document.querySelectorAll('dialog[open] select')].some((select) => select.getBoundingClientRect().height > 0),
  },
  {
    name: 'delivery-choose',
    label: 'delivery step: choose a delivery',
    path: '/basket/delivery?seed=basket&login=customer',
    act: (page) => tap(page.locator('#checkout').getByRole('radio', { name: /Kurier DPD/ })),
    // The payments of that delivery are offered.
    done: () => [...document.querySelectorAll('#checkout label')].some((label) => /Przelewy24/.test(label.textContent ?? '')),
  },
  {
    name: 'delivery-payment',
    label: 'delivery step: choose a payment',
    path: '/basket/delivery?seed=basket&login=customer',
    prepare: async (page) => {
      await page
        .locator('#checkout')
        .getByRole('radio', { name: /Kurier DPD/ })
        .check()
      await page
        .locator('#checkout')
        .getByRole('radio', { name: /Przelewy24/ })
        .waitFor()
    },
    act: (page) => tap(page.locator('#checkout').getByRole('radio', { name: /Przelewy24/ })),
    // The address forms follow a chosen payment (SPEC 5).
    done: () =>
      [...document.querySelectorAll('#checkout fieldset, #checkout [role="group"]')].some((group) =>
        /Adres dostawy/.test(group.querySelector('legend, h2, h3')?.textContent ?? group.getAttribute('aria-label') ?? ''),
      ),
  },
  {
    name: 'delivery-point',
    label: 'delivery step: choose a point from the list',
    path: '/basket/delivery?seed=basket&login=customer',
    prepare: async (page) => {
      const step = page.locator('#checkout')
      await step.getByRole('radio', { name: /ORLEN Paczka za pobraniem/ }).check()
      await step.getByRole('button', { name: 'Wybierz punkt na mapie lub z listy' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill('lodz')
      await dialog.getByRole('radio').nth(1).waitFor()
    },
    act: (page) => tap(page.getByRole('dialog').getByRole('radio').nth(1)),
    // The point is chosen in the list and its details offer to take it.
    done: () =>
      document.querySelectorAll('dialog[open] input[type="radio"]')[1]?.checked === true &&
      [...document.querySelectorAll('dialog[open] button')].some((button) => /Wybierz ten punkt/.test(button.textContent ?? '')),
  },
  {
    name: 'summary-confirm',
    label: 'summary: confirm the order (pressed state)',
    path: '/basket/summary?seed=summary&login=basket-guest',
    // The order call is held: the pressed state is the answer measured, not the order page.
    hold: '**/ajax/basket/order',
    act: (page) => tap(page.locator('#checkout').getByRole('button', { name: /Zamawiam i płacę/ })),
    done: () =>
      [...document.querySelectorAll('#checkout button')].some(
        (button) => /Składamy zamówienie/.test(button.textContent ?? '') || button.getAttribute('aria-disabled') === 'true',
      ),
  },
]

/** Listens from the page's start: Event Timing entries (16 ms and up, and the first input), the inputs' times, the layout shifts. */
function listen() {
  const seen = { events: [], inputs: [], shift: 0 }
  window.__inp = seen
  seen.keep = (entries) => {
    for (const entry of entries) {
      const { entryType, name, startTime, duration, interactionId } = entry
      seen.events.push({ entryType, name, startTime, duration, interactionId: interactionId ?? 0 })
    }
  }
  const keep = (list) => seen.keep(list.getEntries())
  seen.observers = [new PerformanceObserver(keep), new PerformanceObserver(keep)]
  seen.observers[0].observe({ type: 'event', durationThreshold: 16, buffered: true })
  seen.observers[1].observe({ type: 'first-input', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.shift += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  // The start of each input (a press or a key), as the browser stamped it.
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (event) => seen.inputs.push(event.timeStamp), true)
}

/** The tap budget: every tap's INP, the median of the runs, at most this at each CPU rate; ✘ marks one over. */
const TAP_BUDGET_MS = { 1: 50, 4: 100 }

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** One fresh visit: the interaction's INP, the time to its result and the shifts meanwhile. */
export async function visitOnce(browser, base, interaction, throttle, islandsReady) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.addInitScript(listen)
    let release = () => {}
    if (interaction.hold) {
      const held = new Promise((resolve) => {
        release = resolve
      })
      await page.route(interaction.hold, async (route) => {
        await held
        await route.abort().catch(() => {})
      })
    }
    await page.goto(base + interaction.path)
    await islandsReady(page)
    await page.waitForLoadState('networkidle')
    if (interaction.prepare) {
      await interaction.prepare(page)
      await page.waitForLoadState('networkidle')
    }
    const before = interaction.before ? await page.evaluate(interaction.before) : null
    const from = await page.evaluate((before) => {
      window.__inp.inputs.length = 0
      window.__inp.shiftFrom = window.__inp.shift
      window.__inp.before = before
      window.__inp.found = false
      window.__inp.shownAt = 0
      return performance.now()
    }, before)
    // The result is looked for in every animation frame from the input on; the next frame's start,
    // after the one that drew it, is when it is on screen.
    const shown = page.waitForFunction(
      `((done) => {
        const seen = window.__inp
        if (!seen.found && done(seen.before)) {
          seen.found = true
          requestAnimationFrame(() => { seen.shownAt = performance.now() })
        }
        return seen.shownAt
      })(${interaction.done})`,
      null,
      { polling: 'raf', timeout: 15_000 },
    )
    // Should the act fail, the wait ends with the visit's page: not an unhandled rejection that ends the bench.
    shown.catch(() => {})
    await interaction.act(page)
    const shownAt = await (await shown).jsonValue()
    // Event Timing entries are queued after the frame that follows the input: let them arrive.
    await page.waitForTimeout(300)
    const seen = await page.evaluate(() => {
      const seen = window.__inp
      for (const observer of seen.observers) seen.keep(observer.takeRecords())
      return { events: seen.events, inputs: seen.inputs, shift: seen.shift - seen.shiftFrom }
    })
    release()
    const events = seen.events.filter((entry) => entry.startTime >= from && (entry.interactionId > 0 || entry.entryType === 'first-input'))
    const lastInput = seen.inputs.length ? Math.max(...seen.inputs) : from
    return { inp: Math.max(0, ...events.map((entry) => entry.duration)), resultMs: shownAt - lastInput, shift: seen.shift }
  } finally {
    await context.close()
  }
}

/** The interactions BENCH_INTERACTIONS names, or every one. */
export function chosenInteractions() {
  const names = process.env.BENCH_INTERACTIONS?.split(',').filter(Boolean)
  if (!names) return INTERACTIONS
  const unknown = names.filter((name) => !INTERACTIONS.some((each) => each.name === name))
  if (unknown.length)
    throw new Error(`BENCH_INTERACTIONS: no interaction named ${unknown.join(', ')} (${INTERACTIONS.map((each) => each.name).join(', ')})`)
  return INTERACTIONS.filter((each) => names.includes(each.name))
}

/**
 * Measures each interaction on the shop at `base`, RUNS fresh visits per throttling rate; prints
 * one line per interaction and returns { [name]: { label, cpu1x: { inpMs, resultMs }, cpu4x, shift } }.
 */
export async function measureInteractions(browser, base, { runs, throttles = [1, 4], ui, islandsReady }) {
  const rows = {}
  for (const interaction of chosenInteractions()) {
    const row = { label: interaction.label, shift: 0 }
    for (const throttle of throttles) {
      const results = []
      for (let i = 0; i < runs; i++) {
        try {
          results.push(await visitOnce(browser, base, interaction, throttle, islandsReady))
        } catch (error) {
          console.warn(`${ui} ${interaction.name} at ${throttle}x: a run failed (${String(error.message).split('\n')[0]})`)
        }
      }
      if (!results.length) continue
      row[`cpu${throttle}x`] = {
        inpMs: Math.round(median(results.map((run) => run.inp))),
        resultMs: Math.round(median(results.map((run) => run.resultMs))),
        runs: results.length,
      }
      row.shift = Math.max(row.shift, ...results.map((run) => Math.round(run.shift * 1000) / 1000))
    }
    rows[interaction.name] = row
    const at = (throttle) => {
      const cell = row[`cpu${throttle}x`]
      const over = cell && TAP_BUDGET_MS[throttle] !== undefined && cell.inpMs > TAP_BUDGET_MS[throttle] ? ' ✘' : '  '
      return cell ? `INP ${String(cell.inpMs).padStart(4)} ms${over} result ${String(cell.resultMs).padStart(5)} ms` : 'failed'.padEnd(33)
    }
    console.log(
      `${ui.padEnd(6)} ${interaction.label.padEnd(48)} ${throttles.map((throttle) => `${throttle}x CPU ${at(throttle)}`).join('   ')}   shift ${row.shift}`,
    )
  }
  return rows
}
