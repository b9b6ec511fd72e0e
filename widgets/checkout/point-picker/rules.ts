import type { PickupPoint } from '../../../shared/schemas/checkout'

// The pickup-point picker's rules (SPEC 3 Pickup point, SPEC 9 Pickup map): search, distance,
// order, the default view of each country and the point types. Pure; table tests beside.

/** [lat, lng] in degrees, as PickupPoint.g. */
export type LatLng = readonly [number, number]

/**
 * SPEC 9: parcel locker search max distance, in metres. Lockers this close to a searched place
 * are listed with the points that match the search, even when their address names a
 * neighbouring place (see searchPoints).
 */
export const PARCEL_LOCKER_MAX_DISTANCE = 4000

/**
 * SPEC 9: the fixed list of 21 logistics point types, in this order, each with the translation
 * key of its shown name (written out, not built, so `npm run contract` lists the keys).
 */
const POINT_TYPE_KEYS = {
  parcel_locker: 'pointTypeParcelLocker',
  post_office: 'pointTypePostOffice',
  petrol_station: 'pointTypePetrolStation',
  newsagent: 'pointTypeNewsagent',
  supermarket: 'pointTypeSupermarket',
  convenience_store: 'pointTypeConvenienceStore',
  pharmacy: 'pointTypePharmacy',
  bookshop: 'pointTypeBookshop',
  drugstore: 'pointTypeDrugstore',
  electronics_store: 'pointTypeElectronicsStore',
  clothing_store: 'pointTypeClothingStore',
  shopping_centre: 'pointTypeShoppingCentre',
  railway_station: 'pointTypeRailwayStation',
  bus_station: 'pointTypeBusStation',
  airport: 'pointTypeAirport',
  university: 'pointTypeUniversity',
  office_building: 'pointTypeOfficeBuilding',
  residential: 'pointTypeResidential',
  car_park: 'pointTypeCarPark',
  partner_point: 'pointTypePartnerPoint',
  depot: 'pointTypeDepot',
} as const
type LogisticsPointType = keyof typeof POINT_TYPE_KEYS

export const LOGISTICS_POINT_TYPES = Object.keys(POINT_TYPE_KEYS) as LogisticsPointType[]

/** The translation key of a point type ('parcel_locker' -> 'pointTypeParcelLocker'); null for an unknown type. */
export function pointTypeKey(type: string): string | null {
  return Object.hasOwn(POINT_TYPE_KEYS, type) ? POINT_TYPE_KEYS[type as LogisticsPointType] : null
}

/** The shown name of a point type, or '' for an unknown type (it is then not shown). */
export function pointTypeLabel(type: string, t: (key: string) => string): string {
  const key = pointTypeKey(type)
  return key ? t(key) : ''
}

// Letters NFD does not split into a base letter and a mark.
const UNSPLIT: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' }

/** Text for search: lower case, no diacritics ('Łódź' -> 'lodz'), single spaces. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[łđøßæœı]/g, (letter) => UNSPLIT[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const compact = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '')

/**
 * True when every word of the query is in the point's city, street, postcode or name, diacritics
 * and case ignored; a postcode matches with or without its dash ('00950' finds '00-950').
 * An empty query matches every point.
 */
export function matchesQuery(point: PickupPoint, query: string): boolean {
  const words = normalizeText(query).split(' ').filter(Boolean)
  if (!words.length) return true
  const { city = '', street = '', post_code = '' } = point.address
  const haystack = normalizeText([city, street, post_code, point.name].join(' '))
  const squeezed = compact(haystack)
  return words.every((word) => haystack.includes(word) || (compact(word) !== '' && squeezed.includes(compact(word))))
}

const EARTH_RADIUS = 6_371_008.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two places in metres (haversine). */
export function distance(a: LatLng, b: LatLng): number {
  const dLat = radians(b[0] - a[0])
  const dLng = radians(b[1] - a[1])
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const pointPlace = (point: PickupPoint): LatLng => [point.g[0] ?? 0, point.g[1] ?? 0]

/** The points nearest the centre first (a new list; equal distances keep their order). */
export function sortByDistance<P extends PickupPoint>(points: readonly P[], centre: LatLng): P[] {
  return points
    .map((point) => ({ point, metres: distance(centre, pointPlace(point)) }))
    .sort((a, b) => a.metres - b.metres)
    .map(({ point }) => point)
}

/**
 * The place a query names: the middle of the points in the first city (input order) the query
 * contains or starts (two letters at least), or null when no city matches. The list is sorted from there.
 */
export function searchedPlace(points: readonly PickupPoint[], query: string): LatLng | null {
  const wanted = normalizeText(query)
  if (!wanted) return null
  const first = points.find((point) => {
    const city = normalizeText(point.address.city ?? '')
    return city !== '' && ((wanted.length >= 2 && city.startsWith(wanted)) || wanted.includes(city))
  })
  if (!first) return null
  const city = normalizeText(first.address.city ?? '')
  const inCity = points.filter((point) => normalizeText(point.address.city ?? '') === city)
  const lat = inCity.reduce((sum, point) => sum + pointPlace(point)[0], 0) / inCity.length
  const lng = inCity.reduce((sum, point) => sum + pointPlace(point)[1], 0) / inCity.length
  return [lat, lng]
}

export interface SearchResult<P> {
  points: P[]
  /** Where the list is sorted from: the searched place, else the given centre. */
  centre: LatLng
  /** True when the query named a city (the map can move there). */
  place: boolean
}

/**
 * The points a query shows, nearest first: those matching the query and, around a searched city,
 * the parcel lockers within PARCEL_LOCKER_MAX_DISTANCE of it (SPEC 9). Without a city in the
 * query the list is sorted from `centre` (the map's).
 */
export function searchPoints<P extends PickupPoint>(points: readonly P[], query: string, centre: LatLng): SearchResult<P> {
  const place = searchedPlace(points, query)
  const from = place ?? centre
  const shown = points.filter(
    (point) =>
      matchesQuery(point, query) ||
      (place !== null && point.type === 'parcel_locker' && distance(place, pointPlace(point)) <= PARCEL_LOCKER_MAX_DISTANCE),
  )
  return { points: sortByDistance(shown, from), centre: from, place: place !== null }
}

export interface MapView {
  centre: LatLng
  zoom: number
}

/** SPEC 9: default zooms per country and the default pl centre, Warsaw; the others centre on their capitals. */
const VIEWS: Record<string, MapView> = {
  pl: { centre: [52.2297, 21.0122], zoom: 6 },
  ua: { centre: [50.4501, 30.5234], zoom: 5 },
  cz: { centre: [50.0755, 14.4378], zoom: 7 },
  sk: { centre: [48.1486, 17.1077], zoom: 7 },
  hu: { centre: [47.4979, 19.0402], zoom: 7 },
  ro: { centre: [44.4268, 26.1025], zoom: 6 },
  bg: { centre: [42.6977, 23.3219], zoom: 7 },
  gr: { centre: [37.9838, 23.7275], zoom: 6 },
}
const pl = VIEWS.pl as MapView

/** The map's first view for a country (ISO code, any case; 'cs' is Czech as SPEC 3's flag codes); pl for others. */
export function defaultView(countryIso: string): MapView {
  const iso = countryIso.toLowerCase()
  return VIEWS[iso === 'cs' ? 'cz' : iso] ?? pl
}

/** Zoom for showing one point, its street around it. */
export const POINT_ZOOM = 15
/** Zoom for a searched city. */
export const CITY_ZOOM = 12

/** SPEC 3: operating_hours is '24h/7' (shown as the translated "open 24/7") or day-hours text, shown as it is. */
export function formatHours(text: string, t: (key: string) => string): string {
  const hours = text.trim()
  if (/^24\s*h?\s*\/\s*7$/i.test(hours)) return t('pointPickerOpen247')
  return hours
}

/** 'Street 12/3, 00-950 City'; missing parts are left out. */
export function formatAddress(address: PickupPoint['address']): string {
  const { street = '', building_number = '', flat_number = '', post_code = '', city = '' } = address
  const number = [building_number, flat_number].filter(Boolean).join('/')
  const line1 = [street, number].filter(Boolean).join(' ')
  const line2 = [post_code, city].filter(Boolean).join(' ')
  return [line1, line2].filter(Boolean).join(', ')
}
