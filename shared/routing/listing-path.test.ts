import { expect, test } from 'vitest'
import { emptyListingQuery, type ListingQuery, parseListingUrl, parseSegments, printListingUrl, printSegments } from './listing-path'
import { clampPage } from './pages'

const state = (part: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery, ...part })

test.each([
  ['', {}],
  ['rozmiar_m', { rozmiar: ['m'] }],
  ['rozmiar_m,l/kolor_czarny', { rozmiar: ['m', 'l'], kolor: ['czarny'] }],
  ['marka_marella-studio', { marka: ['marella-studio'] }],
  ['rozmiar_m,m,', { rozmiar: ['m'] }],
  ['_m/rozmiar/kolor_', {}],
])('segments %j read as %j', (text, expected) => {
  expect(parseSegments(text)).toEqual(expected)
})

test.each([
  [{ rozmiar: ['m', 'l'], kolor: ['czarny'] }, 'kolor_czarny/rozmiar_l,m'],
  [{ rozmiar: [] }, ''],
  [{ kolor: ['szary', 'biały'] }, 'kolor_bia%C5%82y,szary'],
])('filters %j print canonically as %s', (filters, expected) => {
  expect(printSegments(filters)).toBe(expected)
})

test.each([
  ['/c/sukienki', '', state({})],
  ['/c/sukienki/', '?page=1', state({})],
  ['/c/sukienki/rozmiar_m,l', '?page=3&perPage=24', state({ filters: { rozmiar: ['m', 'l'] }, page: 3, perPage: 24 })],
  ['/c/sukienki', '?price-from=100&price-to=199,5&sorting=2', state({ priceFrom: 100, priceTo: 199.5, sorting: '2' })],
  ['/c/sukienki', '?page=0&perPage=x&price-from=-3', state({})],
  [
    '/c/sukienki',
    '?fiches=promocja,nowosc&filters=kolor_czarny',
    state({ fiches: ['promocja', 'nowosc'], filters: { kolor: ['czarny'] } }),
  ],
  ['/search', '?phrase=%20len%20&category_id=2', state({ phrase: 'len', categoryId: '2' })],
])('%s%s reads', (path, search, expected) => {
  expect(parseListingUrl(path.startsWith('/c/') ? '/c/sukienki' : '/search', path, search)).toEqual(expected)
})

test.each([
  ['/c/sukienki', state({}), 'path', '/c/sukienki'],
  ['/c/sukienki', state({ page: 1, phrase: '  ' }), 'path', '/c/sukienki'],
  [
    '/c/sukienki',
    state({ filters: { rozmiar: ['m'], kolor: ['czarny'] }, priceFrom: 100, sorting: '3', perPage: 72, page: 2 }),
    'path',
    '/c/sukienki/kolor_czarny/rozmiar_m?price-from=100&perPage=72&sorting=3&page=2',
  ],
  ['/search', state({ phrase: 'len', filters: { marka: ['lniana'] } }), 'query', '/search?filters=marka_lniana&phrase=len'],
] as const)('%s with %j prints as %s', (base, value, filtersIn, expected) => {
  expect(printListingUrl(base, value, filtersIn)).toBe(expected)
})

test('what is printed reads back as the same state', () => {
  const value = state({ filters: { rozmiar: ['l', 'm'], marka: ['marella-studio'] }, fiches: ['nowosc'], priceTo: 250, page: 4 })
  const url = new URL(printListingUrl('/c/buty', value, 'path'), 'http://shop')
  expect(parseListingUrl('/c/buty', url.pathname, url.search)).toEqual(value)
})

test.each([
  [0, 5, 1],
  [9, 5, 5],
  [3, 5, 3],
  [2, 0, 1],
])('page %i of %i is clamped to %i', (page, count, expected) => {
  expect(clampPage(page, count)).toBe(expected)
})
