import type { ListingQuery } from '../../shared/routing/listing-path'

// SPEC 4 Listing: any filter change resets to page 1; pages and page sizes keep the filters.

/** The state after ticking or unticking one value of an attribute (page 1). */
export function toggleValue(query: ListingQuery, attribute: string, value: string): ListingQuery {
  const values = query.filters[attribute] ?? []
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value]
  const filters = { ...query.filters, [attribute]: next }
  if (next.length === 0) delete filters[attribute]
  return { ...query, filters, page: 1 }
}

/** The state after ticking or unticking a badge (page 1). */
export function toggleFiche(query: ListingQuery, code: string): ListingQuery {
  const fiches = query.fiches.includes(code) ? query.fiches.filter((item) => item !== code) : [...query.fiches, code]
  return { ...query, fiches, page: 1 }
}

/** A typed price: empty or not a number is no limit; a comma is a decimal point. */
export function readPrice(input: string): number | null {
  const text = input.trim().replace(',', '.')
  if (!text) return null
  const value = Number(text)
  return Number.isFinite(value) && value >= 0 ? value : null
}

/** The state with a price range (page 1); a range typed backwards is turned round. */
export function withPrices(query: ListingQuery, from: string, to: string): ListingQuery {
  let priceFrom = readPrice(from)
  let priceTo = readPrice(to)
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) [priceFrom, priceTo] = [priceTo, priceFrom]
  return { ...query, priceFrom, priceTo, page: 1 }
}

/** The state with every filter cleared; sorting, page size and the phrase stay. */
export const withoutFilters = (query: ListingQuery): ListingQuery => ({
  ...query,
  filters: {},
  fiches: [],
  priceFrom: null,
  priceTo: null,
  page: 1,
})

export const hasFilters = (query: ListingQuery) =>
  Object.keys(query.filters).length > 0 || query.fiches.length > 0 || query.priceFrom !== null || query.priceTo !== null

/**
 * Issue 26: a category's blind boxes (SPEC 3 type blindbox), which the listing answer does not
 * carry, stand in the grid after the tiles of page 1 while no filter narrows the list. SPEC is
 * silent; a filter would have to know their sizes and colours, which only their product card has,
 * so a narrowed list (or an empty one) shows only what the answer found.
 */
export const gridTiles = <T>(products: T[], boxes: T[], query: ListingQuery, currentPage: number): T[] =>
  boxes.length && products.length && currentPage === 1 && !hasFilters(query) ? [...products, ...boxes] : products

/** How many filters are on (each ticked value, each badge, the price range as one): the drawer button's number. */
export const activeFilterCount = (query: ListingQuery): number =>
  Object.values(query.filters).reduce((sum, values) => sum + values.length, 0) +
  query.fiches.length +
  (query.priceFrom !== null || query.priceTo !== null ? 1 : 0)
