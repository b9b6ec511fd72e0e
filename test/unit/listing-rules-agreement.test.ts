import { expect, test } from 'vitest'
import {
  categoryShowsFilter,
  findListingCategory,
  DEFAULT_PER_PAGE as fixturePerPage,
  runListing,
  scopeOf,
} from '../../fixtures/data/listing'
import { emptyListingQuery } from '../../shared/routing/listing-path'
import { clampPage, DEFAULT_PER_PAGE, showsFilter } from '../../widgets/listing/rules'

// The listing rules of SPEC 2, 4 and 9 live in the island (widgets/listing/rules.ts); the
// fixture shop keeps its own copy, written apart (it imports nothing from the app). Here the two
// must agree, so a fixture that hides a filter the island would show (or the reverse) fails.

const uris = ['marka', 'marka-lniana', 'marka/sowa', 'on', 'on-koszule', 'ona', 'onesie', 'sukienki', 'buty-marka', 'kobiety-on', '']
const codes = ['marka', 'plec', 'rozmiar', 'kolor']

test.each(
  uris.flatMap((uri) => codes.map((code) => [uri, code] as const)),
)('category %j, filter %j: island and fixture agree', (uri, code) => {
  expect(showsFilter(uri, code)).toBe(categoryShowsFilter(uri, code))
})

test('both hide the brand filter on a brand category and the gender filter on a men’s one', () => {
  expect([showsFilter('marka-lniana', 'marka'), categoryShowsFilter('marka-lniana', 'marka')]).toEqual([false, false])
  expect([showsFilter('on', 'plec'), categoryShowsFilter('on', 'plec')]).toEqual([false, false])
})

test('the default page size is SPEC 9’s 36 in both', () => {
  expect(DEFAULT_PER_PAGE).toBe(36)
  expect(fixturePerPage).toBe(DEFAULT_PER_PAGE)
})

const dresses = scopeOf(findListingCategory('sukienki'))
test.each([-3, 0, 1, 2, 3, 99])('page %i of the dresses, 24 a page, comes back as the island clamps it', (page) => {
  const result = runListing('sukienki', dresses, { ...emptyListingQuery, perPage: 24, page })
  expect(result.pagesCount).toBeGreaterThan(1)
  expect(result.currentPage).toBe(clampPage(page, result.pagesCount))
})

test('an empty listing is page 1 in both', () => {
  const result = runListing('sukienki', [], { ...emptyListingQuery, page: 4 })
  expect([result.currentPage, clampPage(4, result.pagesCount)]).toEqual([1, 1])
})
