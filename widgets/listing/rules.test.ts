import { describe, expect, test } from 'vitest'
import { emptyListingQuery, type ListingQuery } from '../../shared/routing/listing-path'
import { activeFilterCount, gridTiles, hasFilters, readPrice, toggleFiche, toggleValue, withoutFilters, withPrices } from './rules'

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

describe('the blind boxes stand after page 1 of the unfiltered grid (issue 26)', () => {
  test.each([
    ['page 1, no filter', query({}), 1, ['a', 'b', 'box']],
    ['page 1 sorted', query({ sorting: '3' }), 1, ['a', 'b', 'box']],
    ['page 2', query({ page: 2 }), 2, ['a', 'b']],
    ['a ticked size', query({ filters: { rozmiar: ['m'] } }), 1, ['a', 'b']],
    ['a badge', query({ fiches: ['eko'] }), 1, ['a', 'b']],
    ['a price range', query({ priceFrom: 100 }), 1, ['a', 'b']],
  ])('%s', (_, shown, page, expected) => {
    expect(gridTiles(['a', 'b'], ['box'], shown, page)).toEqual(expected)
  })

  test('an empty answer stays empty, and no boxes add nothing', () => {
    expect(gridTiles([], ['box'], query({}), 1)).toEqual([])
    const products = ['a']
    expect(gridTiles(products, [], query({}), 1)).toBe(products)
  })
})
