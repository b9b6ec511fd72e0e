import { formatPrice } from '../../shared/format/price'
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
 * A category's blind boxes (SPEC 3 type blindbox), which the listing answer does not
 * carry, are a promotion shown beside the grid on page 1 while no filter narrows the list, never a
 * tile in it: the page keeps the size and the order the shopper chose. SPEC is silent; a filter
 * would have to know their sizes and colours, which only their product card has, so a narrowed
 * list (or an empty one) shows only what the answer found.
 */
export const promotedBoxes = <T>(boxes: T[], query: ListingQuery, currentPage: number, productsCount: number): T[] =>
  boxes.length && productsCount > 0 && currentPage === 1 && !hasFilters(query) ? boxes : []

/** SPEC 9: a category page shows 36 products when the answer names no page size. */
export const DEFAULT_PER_PAGE = 36

/**
 * The page sizes to offer and the one in force: the answer's, or SPEC 9's 36 for what it leaves
 * out (a PHP answer may send no `perPage`, a 0 or an empty list). The size in force is always one
 * of the offered ones.
 */
export function pageSizes(perPage: { default?: number; index?: number; items?: number[] } | null): { index: number; items: number[] } {
  const positive = (value: number | undefined) => (value !== undefined && Number.isInteger(value) && value > 0 ? value : null)
  const index = positive(perPage?.index) ?? positive(perPage?.default) ?? DEFAULT_PER_PAGE
  const items = (perPage?.items ?? []).filter((item) => positive(item) !== null)
  return { index, items: [...new Set([...items, index])].sort((a, b) => a - b) }
}

/** SPEC 4, SPEC 9 "Page number is clamped between 1 and the page count": an empty listing has page 1. */
export const clampPage = (page: number, pagesCount: number): number =>
  Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.trunc(pagesCount) || 1))

/** The category's uri, the part after /c/ of its url (README "Listings"); none on the search page. */
export const categoryUri = (base: string): string => /\/c\/(.+)$/.exec(base)?.[1] ?? ''

/**
 * SPEC 2: "Categories whose uri starts with 'marka' hide the brand filter. Those starting with
 * 'on' hide the gender filter." Read as the uri's first word, so 'marka-lniana' and 'on' hide them
 * and 'ona' (Polish "she", a women's category) or 'onesie' do not: a shopper on a women's page
 * keeps the gender filter. The filters are known by their codes (the fixture's 'marka' and 'plec';
 * 'brand', 'producer' and 'gender' as English shops name them).
 */
const hiddenByCategory: Record<string, readonly string[]> = {
  marka: ['marka', 'brand', 'producer'],
  on: ['plec', 'gender'],
}
export function showsFilter(uri: string, code: string): boolean {
  const firstWord = uri.split(/[-/_]/, 1)[0] ?? ''
  return !hiddenByCategory[firstWord]?.includes(code.toLowerCase())
}

/** How many filters are on (each ticked value, each badge, the price range as one): the drawer button's number. */
export const activeFilterCount = (query: ListingQuery): number =>
  Object.values(query.filters).reduce((sum, values) => sum + values.length, 0) +
  query.fiches.length +
  (query.priceFrom !== null || query.priceTo !== null ? 1 : 0)

/** One active filter as a removable chip above the results: what it says and the state without it. */
export interface Chip {
  key: string
  /** The filter's name ("Rozmiar"), or null for a badge, which names itself. */
  name: string | null
  /** The value's label ("40"); for the price range, the range itself. */
  value: string
  without: ListingQuery
}

interface ChipSource {
  attributes: readonly { url: string; name: string; values: readonly { u: string; v: string }[] }[]
  fichesFilter: readonly { code: string; name: string }[]
}

/**
 * The chips of the active filters, in the order the filters stand (the answer's attributes, its
 * badges, then the price); a value the answer does not list (a stale address) shows its token, so
 * it can still be taken off.
 */
export function activeChips(query: ListingQuery, source: ChipSource, priceLabel: string, priceRange: string): Chip[] {
  const chips: Chip[] = []
  const known = new Map(source.attributes.map((filter) => [filter.url, filter]))
  const urls = [...source.attributes.map((filter) => filter.url), ...Object.keys(query.filters).filter((url) => !known.has(url))]
  for (const url of urls) {
    const ticked = query.filters[url] ?? []
    const filter = known.get(url)
    const values = filter
      ? [
          ...filter.values.filter((value) => ticked.includes(value.u)).map((value) => value.u),
          ...ticked.filter((u) => !filter.values.some((value) => value.u === u)),
        ]
      : ticked
    for (const u of values) {
      const label = filter?.values.find((value) => value.u === u)?.v ?? u
      chips.push({ key: `f.${url}.${u}`, name: filter?.name ?? url, value: label, without: toggleValue(query, url, u) })
    }
  }
  const fiches = [
    ...source.fichesFilter.map((fiche) => fiche.code).filter((code) => query.fiches.includes(code)),
    ...query.fiches.filter((code) => !source.fichesFilter.some((fiche) => fiche.code === code)),
  ]
  for (const code of fiches) {
    chips.push({
      key: `fiche.${code}`,
      name: null,
      value: source.fichesFilter.find((fiche) => fiche.code === code)?.name ?? code,
      without: toggleFiche(query, code),
    })
  }
  if (query.priceFrom !== null || query.priceTo !== null) {
    chips.push({ key: 'price', name: priceLabel, value: priceRange, without: { ...query, priceFrom: null, priceTo: null, page: 1 } })
  }
  return chips
}

/**
 * The chips of the tiles shown, each removing its filter from what the shopper asked for since
 * (a tick still on its way stays): a chip already gone from the request leaves the request as it is.
 */
export function removingFrom(shown: Chip[], pending: Chip[], requested: ListingQuery): Chip[] {
  const removal = new Map(pending.map((chip) => [chip.key, chip.without]))
  return shown.map((chip) => ({ ...chip, without: removal.get(chip.key) ?? requested }))
}

/** The price range as its chip says it: "150–700 zł", "od 150 zł", "do 700 zł". */
export function priceRange(from: number | null, to: number | null, currency: string, words: { from: string; to: string }): string {
  if (from !== null && to !== null) return `${formatPrice(from, '')}–${formatPrice(to, currency)}`
  return from !== null ? `${words.from} ${formatPrice(from, currency)}` : `${words.to} ${formatPrice(to ?? 0, currency)}`
}
