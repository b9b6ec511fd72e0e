// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { createListing } from './listing-store'
import { parseListingProps } from './props'

// SPEC 9: the listing's loader re-enables 100 ms after a load.

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
})
const answer = (page: number) => ({
  attributes: [],
  seo_title: 'Sukienki',
  seo_header: 'Sukienki',
  seo_content_description: '',
  products: [tile(page)],
  currentPage: page,
  pagesCount: 2,
  productsCount: 2,
  perPage: { default: 36, index: 36, items: [24, 36, 72] },
  sorting: { items: ['Trafność'], index: '0' },
  separators: { start: ',', attribute: '/', attribute_value: '_', value: ',' },
})
const query = { filters: {}, fiches: [], phrase: '', categoryId: '', priceFrom: null, priceTo: null, perPage: null, sorting: null, page: 1 }

afterEach(() => {
  vi.useRealTimers()
})

test('after a load the results stay dimmed (loading) for 100 ms more, then the loader is off', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] })
  history.replaceState(null, '', '/c/sukienki')
  const props = parseListingProps({ base: '/c/sukienki', filtersIn: 'path', query, answer: answer(1), csrfToken: 'token' })
  fakeServer({ 'POST /c/sukienki': ok(answer(2)) })
  const listing = createListing(props, { scrollY: () => 0, scrollTo: () => {}, top: () => 0 })
  // When (on the fake clock) page 2 shows, and when the loader goes off: measured from the store
  // itself, so a module that loads in real time on the way moves neither.
  let shownAt: number | undefined
  let offAt: number | undefined
  listing.$listing.listen((now) => {
    if (shownAt === undefined && now.shown.answer.currentPage === 2) {
      shownAt = Date.now()
      expect(now.loading).toBe(true)
    }
    if (shownAt !== undefined && offAt === undefined && !now.loading) offAt = Date.now()
  })
  const opened = listing.open({ ...props.query, page: 2 })
  for (let ms = 0; ms < 1000 && offAt === undefined; ms++) await vi.advanceTimersByTimeAsync(1)
  await opened
  expect(shownAt).toBeDefined()
  expect((offAt ?? Number.NaN) - (shownAt ?? 0)).toBe(100)
})
