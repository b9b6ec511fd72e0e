import { waitFor } from '@testing-library/dom'
import { afterEach, expect, test, vi } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { given } from '../../test/helpers/stores'
import { click } from '../../test/helpers/ui'
import { mount } from '.'

// The listing keeps the server's page-1 tiles only when they are printed as
// published (contract/markup/listing-tiles.html); otherwise it draws page 1 from its props, and
// the console says what it expected.

const tile = (id: number) => ({
  name: `Sukienka ${id}`,
  product_id: id,
  url: `/p/sukienka-${id}`,
  thumbnail: `products/${id}.svg`,
  hover: `products/${id}-b.svg`,
  producer_name: 'Lniana',
  brand_category_url: '/c/marka-lniana',
  price_min: 199,
  prices: { brutto: 199, promo_brutto: null },
  add: { variant: id * 10 },
})
const props = {
  base: '/c/sukienki',
  filtersIn: 'path',
  query: { filters: {}, fiches: [], phrase: '', categoryId: '', priceFrom: null, priceTo: null, perPage: null, sorting: null, page: 1 },
  answer: {
    attributes: [],
    seo_title: 'Sukienki',
    seo_header: 'Sukienki',
    seo_content_description: '',
    products: [tile(1), tile(2)],
    currentPage: 1,
    pagesCount: 1,
    productsCount: 2,
    perPage: { default: 36, index: 36, items: [24, 36, 72] },
    // As PHP sends a list keyed 0, 1: a map of labels keyed by index.
    sorting: { items: ['Trafność', 'Cena: od najniższej'], index: '0' },
    separators: { start: ',', attribute: '/', attribute_value: '_', value: ',' },
  },
  csrfToken: 'token',
}
// The server's tiles, as published: the same classes as the island's, other names (to tell them apart).
const serverTile = (id: number) =>
  `<li class="tile sw-tile"><a class="tile__link" href="/p/sukienka-${id}" data-product-id="${id}"><span class="tile__name">Serwer ${id}</span></a></li>`
const published = `<ul class="tiles sw-ls__tiles">${serverTile(1)}${serverTile(2)}</ul>`

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

function mountListing(fallback: string) {
  document.body.innerHTML = `<div data-widget="listing"><script type="application/json" data-widget-props>${JSON.stringify(props)}</script><div class="sw-ls">${fallback}</div></div>`
  const host = document.querySelector<HTMLElement>('[data-widget="listing"]') as HTMLElement
  const failed = vi.fn()
  unmount = mount(host, { rendered: () => undefined, failed })
  return { host, failed }
}
const shownNames = (host: Element) =>
  [...host.querySelectorAll('.shop-island .sw-ls__tiles > li.tile.sw-tile .tile__name')].map((name) => name.textContent)

test('the server tiles printed as published are kept, the same nodes, with no message', async () => {
  given($translations, {})
  const warn = vi.spyOn(console, 'warn')
  const { host } = mountListing(published)
  const first = host.querySelector('.sw-ls__tiles > li')
  await waitFor(() => expect(shownNames(host)).toEqual(['Serwer 1', 'Serwer 2']))
  expect(host.querySelector('.shop-island .sw-ls__tiles > li')).toBe(first)
  expect(warn).not.toHaveBeenCalled()
})

test.each([
  ['a list without its classes', published.replace('class="tiles sw-ls__tiles"', 'class="products"')],
  ['tiles without their classes', published.replaceAll('class="tile sw-tile"', 'class="product"')],
  ['no list at all', '<p>Sukienki</p>'],
])('%s: page 1 is drawn from the props, and the console says what was expected', async (_, fallback) => {
  given($translations, {})
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { host, failed } = mountListing(fallback)
  // The tiles' code is a chunk of its own: its first import took over a second with six sessions on two cores.
  await waitFor(() => expect(shownNames(host)).toEqual(['Sukienka 1', 'Sukienka 2']), { timeout: 5000 })
  expect(failed).not.toHaveBeenCalled()
  expect(warn).toHaveBeenCalledWith(
    "[shop-widgets] listing: the server's tiles were not found (expected ul.tiles.sw-ls__tiles > li.tile.sw-tile); drawing from props",
  )
})

// The listing rules of SPEC 2, 4 and 9 are the island's, whatever the answer says.
const withProps = (change: (copy: typeof props) => Record<string, unknown>) => {
  const copy = structuredClone(props)
  return change(copy)
}
function mountWith(shown: Record<string, unknown>) {
  document.body.innerHTML = `<div data-widget="listing"><script type="application/json" data-widget-props>${JSON.stringify(shown)}</script><div class="sw-ls">${published}</div></div>`
  const host = document.querySelector<HTMLElement>('[data-widget="listing"]') as HTMLElement
  unmount = mount(host, { rendered: () => undefined, failed: vi.fn() })
  return host
}
const every = [
  { id: 1, code: 'rozmiar', name: 'Rozmiar', url: 'rozmiar', values: [{ id: 10, v: 'M', u: 'm' }] },
  { id: 3, code: 'marka', name: 'Marka', url: 'marka', values: [{ id: 30, v: 'Lniana', u: 'lniana' }] },
  { id: 4, code: 'plec', name: 'Płeć', url: 'plec', values: [{ id: 40, v: 'Kobiety', u: 'kobiety' }] },
]
const groups = (host: Element) => [...host.querySelectorAll('.shop-island legend')].map((legend) => legend.textContent)

test.each([
  ['/c/marka-lniana', ['Rozmiar', 'Płeć']],
  ['/en/c/marka-lniana', ['Rozmiar', 'Płeć']],
  ['/c/on', ['Rozmiar', 'Marka']],
  ['/c/sukienki', ['Rozmiar', 'Marka', 'Płeć']],
])('SPEC 2: an answer with every filter on %s shows the groups %j', async (base, expected) => {
  given($translations, { listingPrice: 'Cena' })
  const host = mountWith(withProps((copy) => ({ ...copy, base, answer: { ...copy.answer, attributes: every, fichesFilter: [] } })))
  await waitFor(() => expect(groups(host)).toEqual([...expected, 'Cena']))
})

test('SPEC 9: an answer without a page size offers 36', async () => {
  given($translations, { listingPerPage: 'Na stronie' })
  const host = mountWith(withProps((copy) => ({ ...copy, answer: { ...copy.answer, perPage: undefined } })))
  const select = await waitFor(() => host.querySelector<HTMLSelectElement>('.shop-island select[name="perPage"]') as HTMLSelectElement)
  expect(select.value).toBe('36')
  expect([...select.options].map((option) => option.value)).toEqual(['36'])
})

test('SPEC 4: a server page outside the range (9 of 2) is replaced by the clamped one, its address too', async () => {
  given($translations, {})
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input))
    const answer = { ...props.answer, products: [tile(3)], currentPage: 2, pagesCount: 2 }
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
  try {
    history.replaceState(null, '', '/c/sukienki?page=9')
    const host = mountWith(
      withProps((copy) => ({
        ...copy,
        query: { ...copy.query, page: 9 },
        answer: { ...copy.answer, currentPage: 9, pagesCount: 2, products: [] },
      })),
    )
    await waitFor(() => expect(asked.map((url) => new URL(url, location.href).search)).toEqual(['?page=2']))
    await waitFor(() => expect(location.pathname + location.search).toBe('/c/sukienki?page=2'))
    await waitFor(() => expect(host.querySelector('.shop-island nav [aria-current="page"]')?.textContent).toBe('2'))
  } finally {
    vi.unstubAllGlobals()
  }
})

test('listens to the page only for Back and Forward: its intent listeners are on its own root', async () => {
  given($translations, {})
  const onWindow = vi.spyOn(window, 'addEventListener')
  const onDocument = vi.spyOn(document, 'addEventListener')
  const onRoot = vi.spyOn(HTMLElement.prototype, 'addEventListener')
  try {
    const { host } = mountListing(published)
    await waitFor(() => expect(onRoot.mock.calls.map(([type]) => type)).toContain('focusin'))
    await waitFor(() => expect(onWindow.mock.calls.map(([type]) => type)).toContain('popstate'))
    // One popstate listener: the store's restore, whose load also fetches what drawing needs.
    expect(onWindow.mock.calls.map(([type]) => type)).toEqual(['popstate'])
    expect(onDocument).not.toHaveBeenCalled()
    const root = host.querySelector('.shop-island .sw-ls')
    const intent = [...onRoot.mock.calls.keys()].filter((index) =>
      ['pointerdown', 'focusin', 'mouseover'].includes(onRoot.mock.calls[index]?.[0] ?? ''),
    )
    expect(intent.map((index) => onRoot.mock.contexts[index])).toEqual([root, root, root])
  } finally {
    onWindow.mockRestore()
    onDocument.mockRestore()
    onRoot.mockRestore()
  }
})

test('the chips name the filters of the tiles shown: none at the tick, one with the answer, none after a failed call', async () => {
  given($translations, { listingChosen: 'Wybrane filtry', listingRemove: 'Usuń filtr' })
  let answer = (_: string): Response | Promise<Response> => new Response('', { status: 500 })
  // Each call waits until released; a release waits for its call (the tiles' code loads first).
  const waiting: (() => void)[] = []
  const release = async () => {
    await waitFor(() => expect(waiting).toHaveLength(1))
    waiting.shift()?.()
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    await new Promise<void>((resolve) => waiting.push(resolve))
    return answer(String(input))
  })
  const chips = (host: Element) => [...host.querySelectorAll('.shop-island .sw-ls__chip')].map((chip) => chip.textContent)
  try {
    history.replaceState(null, '', '/c/sukienki')
    const host = mountWith(withProps((copy) => ({ ...copy, answer: { ...copy.answer, attributes: every, fichesFilter: [] } })))
    const box = await waitFor(
      () => host.querySelector<HTMLInputElement>('.shop-island input[type="checkbox"][value="m"]') as HTMLInputElement,
    )
    // The call fails: the box the shopper ticked stays ticked, and no chip claims a filter the tiles lack.
    click(box)
    await waitFor(() => expect(host.querySelector('.shop-island .sw-ls__results')?.getAttribute('aria-busy')).toBe('true'))
    expect(box.checked).toBe(true)
    expect(chips(host)).toEqual([])
    await release()
    await waitFor(() => expect(host.querySelector('.shop-island [role="alert"]')).not.toBeNull())
    expect(chips(host)).toEqual([])
    // Tried again and answered: the chip comes with the answer's tiles.
    answer = () =>
      new Response(JSON.stringify({ ...props.answer, attributes: every, fichesFilter: [], products: [tile(3)] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    click(host.querySelector('.shop-island .sw-ls__retry') as HTMLElement)
    await waitFor(() => expect(host.querySelector('.shop-island .sw-ls__results')?.getAttribute('aria-busy')).toBe('true'))
    expect(chips(host)).toEqual([])
    await release()
    await waitFor(() => expect(chips(host)).toEqual(['Usuń filtr Rozmiar: M×']))
  } finally {
    vi.unstubAllGlobals()
  }
})
