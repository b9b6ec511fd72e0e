import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type ListingParams, listingHref, readListingParams } from '../../fixtures/data/listing-path'
import { type ListingQuery, parseListingUrl, printListingUrl } from '../../shared/routing/listing-path'

// SPEC 2 Listings: the island and the shop each read and print listing addresses with their own
// grammar (shared/routing/listing-path.ts, fixtures/data/listing-path.ts), written apart so the
// fixture can catch the island's mistakes. Here the two must agree on any listing state: the
// same address for one state, the same state from one address.

const token = fc.string({ unit: fc.constantFrom(...'abkz09-_.,/ %+żł'), minLength: 1, maxLength: 6 })
const price = fc.option(
  fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
  { nil: null },
)
const state: fc.Arbitrary<ListingParams & ListingQuery> = fc.record({
  filters: fc.dictionary(token, fc.array(token, { maxLength: 3 }), { maxKeys: 3 }),
  fiches: fc.array(fc.constantFrom('nowosc', 'promocja', 'eko', 'bestseller'), { maxLength: 3 }),
  phrase: fc.constantFrom('', 'lniana', ' sukienka  midi ', 'żółta & co'),
  categoryId: fc.constantFrom('', '1', '3'),
  priceFrom: price,
  priceTo: price,
  perPage: fc.option(fc.constantFrom(24, 36, 72), { nil: null }),
  sorting: fc.option(fc.constantFrom('1', '2', '5'), { nil: null }),
  page: fc.integer({ min: 1, max: 40 }),
})
const where = fc.constantFrom(
  { base: '/c/sukienki', filtersIn: 'path' as const },
  { base: '/en/c/buty', filtersIn: 'path' as const },
  { base: '/search', filtersIn: 'query' as const },
)

test('the shop prints the address the island prints, for any listing state', () => {
  fc.assert(
    fc.property(state, where, (listing, { base, filtersIn }) => {
      expect(listingHref(base, listing, filtersIn)).toBe(printListingUrl(base, listing, filtersIn))
    }),
  )
})

test('the shop reads from an address the state the island reads', () => {
  fc.assert(
    fc.property(state, where, (listing, { base, filtersIn }) => {
      const address = printListingUrl(base, listing, filtersIn)
      const url = new URL(address, 'https://shop.test')
      expect(readListingParams(url.pathname.slice(base.length), url.search)).toEqual(parseListingUrl(base, url.pathname, url.search))
    }),
  )
})
