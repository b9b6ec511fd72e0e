import { describe, expect, test } from 'vitest'
import { emptyListingQuery, type ListingQuery } from '../../shared/routing/listing-path'
import {
  activeChips,
  activeFilterCount,
  categoryUri,
  clampPage,
  hasFilters,
  pageSizes,
  promotedBoxes,
  readPrice,
  removingFrom,
  showsFilter,
  toggleFiche,
  toggleValue,
  withoutFilters,
  withPrices,
} from './rules'

const query = (part: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery, ...part })

test.each([
  [{}, 'rozmiar', 'm', { rozmiar: ['m'] }],
  [{ rozmiar: ['m'] }, 'rozmiar', 'l', { rozmiar: ['m', 'l'] }],
  [{ rozmiar: ['m'], kolor: ['czarny'] }, 'rozmiar', 'm', { kolor: ['czarny'] }],
])('ticking %j %s=%s gives %j and page 1', (filters, attribute, value, expected) => {
  const next = toggleValue(query({ filters, page: 3 }), attribute, value)
  expect(next.filters).toEqual(expected)
  expect(next.page).toBe(1)
})

test('a badge toggles and goes back to page 1', () => {
  expect(toggleFiche(query({ page: 2 }), 'eko')).toMatchObject({ fiches: ['eko'], page: 1 })
  expect(toggleFiche(query({ fiches: ['eko'] }), 'eko').fiches).toEqual([])
})

test.each([
  ['', null],
  [' 120 ', 120],
  ['99,5', 99.5],
  ['-3', null],
  ['abc', null],
])('the price %j reads as %s', (input, expected) => {
  expect(readPrice(input)).toBe(expected)
})

test.each([
  ['100', '200', 100, 200],
  ['300', '100', 100, 300],
  ['', '150', null, 150],
])('prices %s..%s are %s..%s', (from, to, priceFrom, priceTo) => {
  expect(withPrices(query({ page: 4 }), from, to)).toMatchObject({ priceFrom, priceTo, page: 1 })
})

test('clearing keeps sorting, page size and phrase', () => {
  const full = query({ filters: { kolor: ['czarny'] }, fiches: ['eko'], priceTo: 9, sorting: '2', perPage: 72, phrase: 'len', page: 2 })
  const cleared = withoutFilters(full)
  expect(hasFilters(full)).toBe(true)
  expect(hasFilters(cleared)).toBe(false)
  expect(cleared).toMatchObject({ sorting: '2', perPage: 72, phrase: 'len', page: 1 })
})

describe('activeFilterCount: the number on the phone drawer button', () => {
  test.each<[string, Partial<ListingQuery>, number]>([
    ['nothing on', {}, 0],
    ['two sizes and a colour', { filters: { rozmiar: ['40', '41'], kolor: ['czarny'] } }, 3],
    ['a badge', { fiches: ['nowosc'] }, 1],
    ['a price range counts once', { priceFrom: 100, priceTo: 300 }, 1],
    ['only a lower price', { priceFrom: 100 }, 1],
    ['sorting and page size are not filters', { sorting: '2', perPage: 24, page: 3 }, 0],
  ])('%s: %i', (_, parts, expected) => {
    expect(activeFilterCount({ ...emptyListingQuery, ...parts })).toBe(expected)
  })
})

describe('the blind boxes are a promotion on page 1 of the unfiltered list, never a tile', () => {
  test.each([
    ['page 1, no filter', query({}), 1, ['box']],
    ['page 1 sorted by price', query({ sorting: '2' }), 1, ['box']],
    ['page 2', query({ page: 2 }), 2, []],
    ['a ticked size', query({ filters: { rozmiar: ['m'] } }), 1, []],
    ['a badge', query({ fiches: ['eko'] }), 1, []],
    ['a price range', query({ priceFrom: 100 }), 1, []],
  ])('%s', (_, shown, page, expected) => {
    expect(promotedBoxes(['box'], shown, page, 40)).toEqual(expected)
  })

  test('an empty listing promotes nothing', () => {
    expect(promotedBoxes(['box'], query({}), 1, 0)).toEqual([])
  })
})

describe('SPEC 9: the page size is 36 unless the answer names one', () => {
  test.each([
    ['no perPage at all', null, { index: 36, items: [36] }],
    ['the answer’s own', { default: 36, index: 24, items: [24, 36, 72] }, { index: 24, items: [24, 36, 72] }],
    ['no index: its default', { default: 72, items: [24, 72] }, { index: 72, items: [24, 72] }],
    ['index 0 and no default', { index: 0, items: [] }, { index: 36, items: [36] }],
    ['an index the items lack joins them', { index: 48, items: [24, 72] }, { index: 48, items: [24, 48, 72] }],
    ['junk sizes are dropped', { index: 36, items: [-1, 0, 2.5, 36] }, { index: 36, items: [36] }],
  ])('%s', (_, perPage, expected) => {
    expect(pageSizes(perPage)).toEqual(expected)
  })
})

test.each([
  [1, 3, 1],
  [3, 3, 3],
  [9, 3, 3],
  [0, 3, 1],
  [-2, 3, 1],
  [2.7, 3, 2],
  [Number.NaN, 3, 1],
  [4, 0, 1],
])('SPEC 4: page %d of %d is shown as page %d', (page, pagesCount, expected) => {
  expect(clampPage(page, pagesCount)).toBe(expected)
})

describe('SPEC 2: brand categories hide the brand filter, men’s the gender filter', () => {
  test.each([
    ['/c/marka-lniana', 'marka', false],
    ['/en/c/marka-lniana', 'marka', false],
    ['/c/marka-lniana', 'plec', true],
    ['/c/on', 'plec', false],
    ['/c/on-koszule', 'gender', false],
    ['/c/on', 'marka', true],
    ['/c/ona', 'plec', true],
    ['/c/sukienki', 'marka', true],
    ['/c/sukienki', 'plec', true],
    ['/search', 'marka', true],
    ['/c/marka-lniana', 'rozmiar', true],
  ])('%s shows the %s filter: %s', (base, code, expected) => {
    expect(showsFilter(categoryUri(base), code)).toBe(expected)
  })
})

describe('removingFrom: a chip of the tiles shown removes its filter from the request', () => {
  const source = {
    attributes: [
      {
        id: 1,
        code: 'rozmiar',
        name: 'Rozmiar',
        url: 'rozmiar',
        values: [
          { id: 10, v: 'M', u: 'm' },
          { id: 11, v: 'L', u: 'l' },
        ],
      },
      { id: 2, code: 'kolor', name: 'Kolor', url: 'kolor', values: [{ id: 20, v: 'czarny', u: 'czarny' }] },
    ],
    fichesFilter: [],
  }
  const chips = (of: ListingQuery) => activeChips(of, source, 'Cena', '')
  const shown = query({ filters: { kolor: ['czarny'] } })
  test.each<[string, ListingQuery, ListingQuery]>([
    ['nothing pending: the chip removes its own filter', shown, query({ filters: {} })],
    [
      'a tick on its way (M) stays when "czarny" is removed',
      query({ filters: { kolor: ['czarny'], rozmiar: ['m'] } }),
      query({ filters: { rozmiar: ['m'] } }),
    ],
    [
      '"czarny" already unticked: the request stays as it is',
      query({ filters: { rozmiar: ['l'] } }),
      query({ filters: { rozmiar: ['l'] } }),
    ],
  ])('%s', (_, requested, expected) => {
    const [chip] = removingFrom(chips(shown), chips(requested), requested)
    expect(chip?.value).toBe('czarny')
    expect(chip?.without.filters).toEqual(expected.filters)
  })
  test('the chips shown are those of the tiles shown, not of the request', () => {
    const requested = query({ filters: { kolor: ['czarny'], rozmiar: ['m'] } })
    expect(removingFrom(chips(shown), chips(requested), requested).map((chip) => chip.value)).toEqual(['czarny'])
  })
})
