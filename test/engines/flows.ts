import { courierOrderFields } from '../../fixtures/test-helpers'
import { expect, type Shopper, type Target } from './shopper'

// The shopper's flows, written once for every engine. Each starts as a new visitor who
// has answered the cookie banner, on a fresh session of the fixture shop. The Chromium specs in
// test/e2e say the same things at length; these are the paths a shopper cannot do without.

const checkout: Target = { css: '#checkout' }
const miniBasket = { css: 'header [data-widget="mini-basket"] .sw-mb__toggle' }
const miniCount = { css: 'header [data-widget="mini-basket"] .sw-mb__count' }

async function basketStep(shop: Shopper, seed = 'basket'): Promise<void> {
  await shop.goto(`/basket?seed=${seed}`)
  await shop.mounted('checkout', 'mini-basket')
}

/** A guest from the basket through the checkout login's "continue without an account" to the delivery step. */
async function guestAtDelivery(shop: Shopper): Promise<void> {
  await basketStep(shop)
  await shop.click({ within: checkout, role: 'link', name: 'Dalej' })
  await shop.at(/^\/access\/login/)
  await shop.click({ role: 'button', name: 'Kontynuuj bez konta' })
  await shop.at(/^\/basket\/delivery$/)
  await shop.mounted('checkout')
}

export const flows: Record<string, (shop: Shopper) => Promise<void>> = {
  // Every flow ends with "no page error" (run.ts): this one makes sure the probe sees them here.
  'the page-error probe sees an uncaught error and console.error': async (shop) => {
    await shop.goto('/o-nas')
    await shop.mounted('mini-basket')
    // From a script of the page itself: a driver's own script's errors are muted ("Script error.") in Chromium.
    await shop.eval(
      'const script = document.createElement("script"); script.textContent = \'setTimeout(() => { throw new Error("thrown on purpose") }); console.error("logged on purpose")\'; document.head.append(script)',
    )
    const seen = await shop.until(
      'both errors recorded',
      () => shop.errors(),
      (errors) => errors.length > 0,
    )
    const all = [...seen, ...(await new Promise((resolve) => setTimeout(resolve, 300)).then(() => shop.errors()))]
    expect(all.some((error) => /thrown on purpose/.test(error)) && all.some((error) => /logged on purpose/.test(error)), `seen: ${all}`)
  },

  'home page: the eager islands mount with no page error': async (shop) => {
    await shop.goto('/?seed=basket')
    const eager = await shop.eval<string[]>(
      'return [...document.querySelectorAll("[data-widget]")].filter((el) => (el.dataset.load ?? "eager") === "eager").map((el) => el.dataset.widget)',
    )
    expect(eager.length >= 2, `eager islands on the home page: ${eager}`)
    await shop.mounted(...new Set(eager))
    await shop.until(
      'every eager mount point mounted',
      () =>
        shop.eval<string[]>(
          'return [...document.querySelectorAll("[data-widget]")].filter((el) => (el.dataset.load ?? "eager") === "eager" && el.dataset.widgetState !== "mounted").map((el) => el.dataset.widget + ": " + el.dataset.widgetState)',
        ),
      (left) => left.length === 0,
    )
    await shop.seeText(miniCount, '2')
    // The mini basket opens its list, and Escape closes it with focus back on the toggle.
    await shop.click(miniBasket)
    await shop.seeProp(miniBasket, '@aria-expanded', 'true')
    await shop.until(
      'two lines in the mini basket',
      () => shop.count({ within: { role: 'region', name: 'Koszyk' }, role: 'listitem' }),
      (n) => n === 2,
    )
    await shop.press('Escape')
    await shop.seeProp(miniBasket, '@aria-expanded', 'false')
    await shop.seeFocused(/^BUTTON Koszyk/)
  },

  'product page: an add is confirmed, and the mini basket counts it': async (shop) => {
    await shop.goto('/p/sukienka-w-grochy')
    await shop.mounted('mini-basket')
    const buyBox = '.product__buy'
    await shop.seeProp({ css: buyBox }, '@data-widget-state', 'mounted')
    await shop.seeProp({ within: buyBox, role: 'button', name: 'S' }, '@aria-pressed', 'true')
    await shop.fill({ within: buyBox, role: 'spinbutton', name: 'Ilość' }, '2')
    await shop.click({ within: buyBox, role: 'button', name: 'Dodaj do koszyka' })
    await shop.seeText(miniCount, '2')
    const added: Target = { role: 'dialog', name: 'Dodano do koszyka' }
    await shop.see({ within: added, css: '.sw-added__name', text: 'Sukienka w grochy' })
    await shop.seeFocused(/^SECTION Dodano do koszyka/)
    await shop.press('Escape')
    await shop.gone(added)
    await shop.seeFocused(/^BUTTON Dodaj do koszyka/)
  },

  'basket: "+" changes the quantity and the total': async (shop) => {
    await basketStep(shop)
    const shirt: Target = { within: [checkout, { role: 'listitem', text: /Koszula oxford slim/ }], css: '*' }
    const minus = { ...shirt, css: undefined, role: 'button', name: 'Zmniejsz ilość' } as const
    await shop.seeProp(minus, '@aria-disabled', 'true')
    await shop.click({ ...shirt, css: undefined, role: 'button', name: 'Zwiększ ilość' })
    await shop.seeText({ ...shirt, css: 'output' }, '2')
    await shop.seeProp(minus, '@aria-disabled', 'false')
    await shop.seeText({ within: checkout, css: '.sw-co__to-pay dd' }, '308,98 zł')
    await shop.seeText(miniCount, '3')
  },

  'checkout: a guest, a courier and bank transfer, the summary, the order page': async (shop) => {
    await guestAtDelivery(shop)
    await shop.check({ within: checkout, role: 'radio', name: /Kurier DPD/ })
    await shop.check({ within: checkout, role: 'radio', name: /Przelew tradycyjny/ })
    const address = { within: checkout, role: 'group', name: 'Adres dostawy' } as const
    const fields: [string | RegExp, string][] = [
      ['Imię', 'Ewa'],
      ['Nazwisko', 'Lis'],
      ['Ulica i numer', 'Długa 5'],
      [/Kod pocztowy/, '80-001'],
      ['Miejscowość', 'Gdańsk'],
      ['Telefon', '600200300'],
      ['E-mail', 'ewa.lis@example.com'],
    ]
    for (const [name, text] of fields) await shop.fill({ within: address, role: 'textbox', name }, text)
    await shop.check({ within: checkout, role: 'checkbox', name: /Akceptuję regulamin sklepu/ })
    await shop.click({ within: checkout, role: 'button', name: 'Dalej' })
    await shop.at(/^\/basket\/summary$/)
    await shop.see({ role: 'heading', name: 'Podsumowanie' })
    await shop.seeText({ within: checkout, role: 'region', name: 'Adres dostawy' }, /ewa\.lis@example\.com/)
    await shop.click({ within: checkout, role: 'button', name: /Zamawiam i płacę/ })
    await shop.at(/^\/order\/[0-9a-f]+$/)
    await shop.see({ role: 'heading', name: 'Dziękujemy za zamówienie' })
    await shop.see({ css: 'main p, main li, main dd', text: /Przelej [\d,]+ zł na konto/ })
    await shop.seeText(miniCount, '0')
  },

  'checkout: a pickup point chosen from the list': async (shop) => {
    await guestAtDelivery(shop)
    await shop.check({ within: checkout, role: 'radio', name: /ORLEN Paczka za pobraniem/ })
    await shop.click({ within: checkout, role: 'button', name: 'Wybierz punkt na mapie lub z listy' })
    const dialog: Target = { role: 'dialog' }
    await shop.see(dialog)
    await shop.fill({ within: dialog, role: 'textbox', css: 'input[type="search"], input[type="text"], input:not([type])' }, 'lodz')
    // The first point by the pointer, the next by the arrow key, chosen with Enter.
    await shop.check({ within: dialog, role: 'radio', nth: 0 })
    await shop.press('ArrowDown')
    const point: Target = { within: dialog, role: 'radio', nth: 1 }
    await shop.seeProp(point, 'checked', true)
    await shop.see({ within: dialog, role: 'button', name: 'Wybierz ten punkt' })
    const chosen = String(await shop.prop(point, '@aria-label'))
    await shop.press('Enter')
    await shop.gone(dialog)
    await shop.seeText({ within: checkout, css: '.sw-dl__point' }, /Łódź/)
    if (chosen !== 'null')
      await shop.seeText({ within: checkout, css: '.sw-dl__point' }, new RegExp(escapeRegExp(chosen.split(',')[0] ?? '')))
    await shop.see({ within: checkout, role: 'group', name: 'Adres dostawy' })
  },

  'checkout: a BLIK code pays the order': async (shop) => {
    await shop.goto('/o-nas?seed=basket&login=basket-guest')
    // The delivery step's check as the island sends it (SPEC 7 summary): a courier and BLIK (1026).
    const answer = await shop.eval<{ status: boolean }>(
      `const form = new URLSearchParams(arguments[0])
       return fetch('/ajax/basket/summary', { method: 'POST', body: form, headers: { 'X-CSRF-Token': window.shopData.config.csrfToken, 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.json())`,
      { payment: '1026', ...courierOrderFields },
    )
    expect(answer.status === true, `the summary check: ${JSON.stringify(answer)}`)
    await shop.goto('/basket/summary')
    await shop.mounted('checkout')
    await shop.click({ within: checkout, role: 'button', name: /Zamawiam i płacę/ })
    const modal: Target = { role: 'dialog', name: 'Płatność BLIK' }
    await shop.see(modal)
    await shop.seeFocused(/^INPUT Kod BLIK/)
    const code = { within: modal, role: 'textbox', name: 'Kod BLIK' } as const
    // A code with letters is refused on the field (SPEC 5), and nothing is sent.
    await shop.type('12a45b')
    await shop.click({ within: modal, role: 'button', name: 'Zapłać' })
    await shop.seeProp(code, '@aria-invalid', 'true')
    await shop.fill(code, '123456')
    await shop.press('Enter')
    await shop.at(/^\/order\/[0-9a-f]+$/)
    await shop.see({ css: 'main *', text: /^Płatność przyjęta\./ })
  },

  'listing: a filter changes the address and the tiles; Back restores them': async (shop) => {
    await shop.goto('/c/buty')
    await shop.mounted('listing')
    const count = { css: '.sw-ls__count' }
    const names = { css: '.sw-ls__tiles > .tile .tile__name' }
    const allCount = (await shop.texts(count))[0]
    const allNames = await shop.texts(names)
    const size40 = { within: { role: 'group', name: 'Rozmiar' }, role: 'checkbox', name: '40' } as const
    await shop.check(size40)
    await shop.at(/^\/c\/buty\/rozmiar_40$/)
    await shop.until(
      'other tiles',
      () => shop.texts(names),
      (seen) => seen.join() !== allNames.join(),
    )
    expect((await shop.texts(count))[0] !== allCount, 'the count changed')
    await shop.back()
    await shop.at(/^\/c\/buty$/)
    await shop.seeText(count, allCount ?? '')
    await shop.until(
      'the tiles of before',
      () => shop.texts(names),
      (seen) => seen.join() === allNames.join(),
    )
    await shop.seeProp(size40, 'checked', false)
  },

  'search: the hints open and Enter searches': async (shop) => {
    await shop.goto('/')
    await shop.click({ role: 'searchbox', name: 'Szukaj w sklepie' })
    await shop.seeFocused(/^INPUT Szukaj w sklepie/)
    await shop.mounted('search-hints')
    await shop.type('SOWA')
    const hints = { role: 'listbox', name: 'Podpowiedzi' } as const
    await shop.see({ within: hints, role: 'option' })
    // The arrows go through the hints and Escape closes them; Enter then searches for the phrase.
    const field = { role: 'combobox', css: 'input', name: 'Szukaj w sklepie' } as const
    await shop.press('ArrowDown')
    await shop.until('a hint active', () => shop.prop(field, '@aria-activedescendant'), Boolean)
    await shop.see({ within: hints, role: 'option', css: '[role="option"][aria-selected="true"]' })
    await shop.press('Escape')
    await shop.gone(hints)
    await shop.seeProp(field, 'value', 'SOWA')
    await shop.press('Enter')
    await shop.at(/^\/search\?phrase=SOWA$/)
    await shop.mounted('listing')
    await shop.seeText({ role: 'heading', css: 'h1' }, '„SOWA”')
    await shop.seeText({ css: '.sw-ls__tiles > .tile .tile__brand' }, 'Sowa & Syn')
  },

  'language modal: opens, saves, and the page follows': async (shop) => {
    await shop.goto('/o-nas')
    const trigger = { css: 'header [data-widget="language-picker"] .sw-lp__trigger' }
    await shop.click(trigger)
    const dialog = { role: 'dialog', name: 'Język, kraj dostawy i waluta' } as const
    await shop.see({ within: dialog, role: 'combobox', name: 'Język' })
    // Escape closes it and gives focus back to the trigger, which opens it again by keyboard.
    await shop.press('Escape')
    await shop.gone(dialog)
    await shop.seeFocused(/Zmień język/)
    await shop.press('Enter')
    await shop.see({ within: dialog, role: 'combobox', name: 'Język' })
    await shop.select({ within: dialog, role: 'combobox', name: 'Język' }, { value: 'en' })
    await shop.select({ within: dialog, role: 'combobox', name: 'Kraj dostawy' }, { label: 'United Kingdom' })
    await shop.seeProp({ within: dialog, role: 'combobox', name: 'Waluta' }, 'value', 'GBP')
    await shop.click({ within: dialog, role: 'button', name: 'Zapisz' })
    await shop.at(/^\/en\/o-nas$/)
    await shop.seeText(trigger, /GB.*£/)
  },

  'basket by keyboard alone: Tab to "+", Enter, then Space on "Usuń"': async (shop) => {
    await basketStep(shop)
    const lines = { within: checkout, css: '.sw-co__lines > li' }
    await shop.seeText({ ...lines, css: '.sw-co__lines > li output' }, '1')
    for (let tabs = 0; !/^BUTTON Zwiększ ilość/.test(await shop.focused()); tabs++) {
      expect(tabs < 80, `Tab never reached "Zwiększ ilość" (at ${await shop.focused()})`)
      await shop.press('Tab')
    }
    await shop.press('Enter')
    await shop.seeText({ within: checkout, css: '.sw-co__lines > li output' }, '2')
    await shop.seeFocused(/^BUTTON Zwiększ ilość/)
    // The change is done (the basket answered) before the next key.
    await shop.seeProp({ within: checkout, role: 'button', name: 'Zwiększ ilość' }, '@aria-disabled', 'false')
    await shop.seeText(miniCount, '3')
    for (let tabs = 0; !/^BUTTON Usuń/.test(await shop.focused()); tabs++) {
      expect(tabs < 10, `Tab never reached "Usuń" (at ${await shop.focused()})`)
      await shop.press('Tab')
    }
    await shop.press('Space')
    await shop.until(
      'one line left',
      () => shop.count(lines),
      (n) => n === 1,
    )
    await shop.seeFocused(/^LI /)
  },
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
