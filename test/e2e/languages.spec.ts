import type { Page } from '@playwright/test'
import { expect, test } from './shop'

// An English page is English throughout (islands, category titles, filters,
// sorts, product names, basket attributes), and a Polish page has no English word. The walk reads
// what the shopper reads once the islands have drawn: the page's text, its title, the names and
// placeholders of its controls, and the text of its voucher pictures. Names of people, brands,
// shops, streets and countries are the same in both languages and are not listed.

/** Polish words an English page must not show (each was once on /en, or is a UI word). */
const polish = [
  'Rozmiar',
  'Kolor',
  'Marka',
  'Płeć',
  'Polecane',
  'kolekcja',
  'produktów',
  'Sukienka',
  'Sukienki',
  'Koszula',
  'Koszule',
  'Buty',
  'Akcesoria',
  'Koszyk',
  'Cena',
  'Zaloguj',
  'Wyloguj',
  'Szukaj',
  'beżowy',
  'biały',
  'czarny',
  'szary',
  'zielony',
  'różowy',
  'granatowy',
  'czerwony',
  'Nowość',
  'Promocja',
  'Kobiety',
  'Mężczyźni',
  'Dodaj',
  'Zapisz',
  'nieczynne',
  'robocze',
  'Zestaw',
  'Polecam',
  'niespodzianka',
  'Ilość',
]

/** English words a Polish page must not show. */
const english = [
  'Size',
  'Colour',
  'Brand',
  'Basket',
  'Dress',
  'dress',
  'Shirt',
  'Shoes',
  'Price',
  'Delivery',
  'Log in',
  'Search',
  'Sale',
  'Women',
  'Men',
  'Recommended',
  'Quick view',
  'Add to basket',
  'Continue',
  'Settings',
  'Voucher',
  'GIFT',
  'Gift',
  'closed',
  'Remove',
]

const enPages = [
  '/en/',
  '/en/c/sukienki',
  '/en/c/sukienki/rozmiar-m',
  '/en/search?phrase=dress',
  '/en/p/sukienka-midi-lniana',
  '/en/p/zestaw-lniany',
  '/en/p/blind-box-niespodzianka',
  '/en/basket?seed=full',
  '/en/vouchers',
  '/en/access/login',
  '/en/o-nas',
  '/en/sklepy',
  '/en/returns',
]
const plPages = enPages.map((path) => path.replace(/^\/en\/?/, '/').replace('phrase=dress', 'phrase=sukienka'))

/** Whole words of `list` in `text` (letters on neither side), with a little of their context. */
function wordsIn(text: string, list: string[]): string[] {
  return list.flatMap((word) => {
    const match = new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').exec(text)
    return match ? [`${word} in "…${text.slice(Math.max(0, match.index - 30), match.index + word.length + 30)}…"`] : []
  })
}

/** What the shopper reads on the page, islands drawn. */
async function shopperText(page: Page): Promise<string> {
  await page.waitForLoadState('load')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-widget]')].every(
      (host) => (host.getAttribute('data-load') ?? 'eager') !== 'eager' || host.hasAttribute('data-widget-state'),
    ),
  )
  await page.waitForFunction(() => !document.querySelector('[data-widget-state="loading"]'))
  return page.evaluate(async () => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], img[alt]')].map((element) =>
      ['aria-label', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
    )
    const pictures = [...document.querySelectorAll<HTMLImageElement>('img[src*="/images/vouchers/"]')].map((image) => image.src)
    const drawn = await Promise.all([...new Set(pictures)].map(async (src) => (await (await fetch(src)).text()).replace(/<[^>]+>/g, ' ')))
    return [document.title, document.body.innerText, ...labels, ...drawn].join('\n')
  })
}

test('English pages show no Polish word from the list', async ({ page }) => {
  for (const path of enPages) {
    await page.goto(path)
    expect.soft(wordsIn(await shopperText(page), polish), path).toEqual([])
  }
  await page.goto('/?login=customer')
  // A customer's own pages: the orders (one opened by its address, its lines) and the returns name the products in English.
  for (const path of ['/en/cupboard', '/en/myAccount/orders#1001', '/en/myAccount/returns']) {
    await page.goto(path)
    expect.soft(wordsIn(await shopperText(page), polish), path).toEqual([])
  }
})

test('Polish pages show no English word from the list', async ({ page }) => {
  for (const path of plPages) {
    await page.goto(path)
    expect.soft(wordsIn(await shopperText(page), english), path).toEqual([])
  }
  await page.goto('/?login=customer')
  await page.goto('/cupboard')
  expect.soft(wordsIn(await shopperText(page), english), '/cupboard').toEqual([])
})

test('the lists catch a page in the other language', async ({ page }) => {
  // Not vacuous: a Polish page read against the Polish list, and the reverse, find words.
  await page.goto('/c/sukienki')
  expect(wordsIn(await shopperText(page), polish)).toEqual(expect.arrayContaining([expect.stringMatching(/^Rozmiar /)]))
  await page.goto('/en/c/sukienki')
  expect(wordsIn(await shopperText(page), english)).toEqual(expect.arrayContaining([expect.stringMatching(/^Size /)]))
})
