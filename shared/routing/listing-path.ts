// SPEC 2 Listings: a listing's address. Filter segments follow the category url, joined by the
// listing state's separators (SPEC 3: start, attribute, attribute_value, value); the rest is the
// query (filters, fiches, phrase, category_id, price-from, price-to, perPage, sorting, page). The
// listing island's grammar; the fixture shop has its own (fixtures/data/listing-path.ts), written
// apart so it can catch this one's mistakes; test/unit/listing-path-agreement.test.ts holds the two together.

/** SPEC 3 Category/listing state: the separators of the filter segments. */
export interface Separators {
  /** Between the category url and the first segment. */
  start: string
  /** Between two attribute segments. */
  attribute: string
  /** Between an attribute's url token and its values. */
  attribute_value: string
  /** Between two values of one attribute. */
  value: string
}

const defaultSeparators: Separators = { start: '/', attribute: '/', attribute_value: '_', value: ',' }

/** What the address of a listing says. Filters map an attribute's url token to value tokens. */
export interface ListingQuery {
  filters: Record<string, string[]>
  fiches: string[]
  phrase: string
  categoryId: string
  priceFrom: number | null
  priceTo: number | null
  /** null: the shop's default page size. */
  perPage: number | null
  /** The sorting index; null: the default. */
  sorting: string | null
  page: number
}

export const emptyListingQuery: ListingQuery = {
  filters: {},
  fiches: [],
  phrase: '',
  categoryId: '',
  priceFrom: null,
  priceTo: null,
  perPage: null,
  sorting: null,
  page: 1,
}

/** Where the filter segments go: after the category url (a category) or in `filters` (search). */
export type FiltersIn = 'path' | 'query'

const positiveInt = (text: string | null): number | null => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null)
const price = (text: string | null): number | null => {
  if (!text) return null
  const value = Number(text.replace(',', '.'))
  return Number.isFinite(value) && value >= 0 ? value : null
}
const unique = (items: string[]) => [...new Set(items.filter(Boolean))]

/** Filter segments ("rozmiar_m,l/kolor_czarny") into url tokens and values; malformed segments are dropped. */
export function parseSegments(text: string, separators: Separators = defaultSeparators): Record<string, string[]> {
  const filters: Record<string, string[]> = {}
  for (const segment of text.split(separators.attribute)) {
    const at = segment.indexOf(separators.attribute_value)
    if (at <= 0) continue
    const code = decodeURIComponent(segment.slice(0, at))
    const values = unique(
      segment
        .slice(at + separators.attribute_value.length)
        .split(separators.value)
        .map(decodeURIComponent),
    )
    if (values.length) filters[code] = unique([...(filters[code] ?? []), ...values])
  }
  return filters
}

/** The canonical segments: attributes and values in a fixed order, so one state has one address. */
export function printSegments(filters: Record<string, string[]>, separators: Separators = defaultSeparators): string {
  return Object.keys(filters)
    .filter((code) => (filters[code] ?? []).length > 0)
    .sort()
    .map((code) => {
      const values = unique(filters[code] ?? []).sort()
      return `${encodeURIComponent(code)}${separators.attribute_value}${values.map(encodeURIComponent).join(separators.value)}`
    })
    .join(separators.attribute)
}

/**
 * Reads a listing address. `base` is the category url ("/c/sukienki") or the search path;
 * everything after it in `pathname` is filter segments.
 */
export function parseListingUrl(base: string, pathname: string, search: string, separators: Separators = defaultSeparators): ListingQuery {
  const query = new URLSearchParams(search)
  let rest = pathname.startsWith(base) ? pathname.slice(base.length) : ''
  if (rest.startsWith(separators.start)) rest = rest.slice(separators.start.length)
  const filters = parseSegments(rest.replace(/\/$/, ''), separators)
  const fromQuery = parseSegments(query.get('filters') ?? '', separators)
  for (const [code, values] of Object.entries(fromQuery)) filters[code] = unique([...(filters[code] ?? []), ...values])
  return {
    filters,
    fiches: unique((query.get('fiches') ?? '').split(',')),
    phrase: (query.get('phrase') ?? '').trim(),
    categoryId: query.get('category_id') ?? '',
    priceFrom: price(query.get('price-from')),
    priceTo: price(query.get('price-to')),
    perPage: positiveInt(query.get('perPage')),
    sorting: query.get('sorting') || null,
    page: positiveInt(query.get('page')) ?? 1,
  }
}

/** The query string of a listing state (with its "?", or ''); page only above 1, phrase only when not empty (SPEC 2, 5). */
function printListingQuery(state: ListingQuery, filtersIn: FiltersIn, separators: Separators = defaultSeparators): string {
  const query = new URLSearchParams()
  const segments = printSegments(state.filters, separators)
  if (filtersIn === 'query' && segments) query.set('filters', segments)
  if (state.fiches.length) query.set('fiches', unique(state.fiches).sort().join(','))
  if (state.phrase.trim()) query.set('phrase', state.phrase.trim())
  if (state.categoryId) query.set('category_id', state.categoryId)
  if (state.priceFrom !== null) query.set('price-from', String(state.priceFrom))
  if (state.priceTo !== null) query.set('price-to', String(state.priceTo))
  if (state.perPage !== null) query.set('perPage', String(state.perPage))
  if (state.sorting !== null) query.set('sorting', state.sorting)
  if (state.page > 1) query.set('page', String(state.page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The address of a listing state: base, filter segments (a category), then the query. */
export function printListingUrl(
  base: string,
  state: ListingQuery,
  filtersIn: FiltersIn,
  separators: Separators = defaultSeparators,
): string {
  const segments = filtersIn === 'path' ? printSegments(state.filters, separators) : ''
  return `${base}${segments ? separators.start + segments : ''}${printListingQuery(state, filtersIn, separators)}`
}
