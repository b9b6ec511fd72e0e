import { describe, expect, test } from 'vitest'
import type { PickupPoint } from '../../../shared/schemas/checkout'
import {
  defaultView,
  distance,
  formatAddress,
  formatHours,
  LOGISTICS_POINT_TYPES,
  matchesQuery,
  normalizeText,
  PARCEL_LOCKER_MAX_DISTANCE,
  pointTypeKey,
  pointTypeLabel,
  searchedPlace,
  searchPoints,
  sortByDistance,
} from './rules'

function point(i: string, city: string, g: [number, number], extra: Partial<PickupPoint> = {}): PickupPoint {
  return {
    i,
    name: `Point ${i}`,
    g,
    type: 'post_office',
    address: { city, street: 'Długa', building_number: '1', flat_number: '', post_code: '00-950', province: '' },
    operating_hours: '',
    location_description: '',
    additional_info: '',
    ...extra,
  }
}

const warsaw: [number, number] = [52.2297, 21.0122]
const krakow: [number, number] = [50.0647, 19.945]
const lodz: [number, number] = [51.7592, 19.456]

test.each([
  ['Łódź', 'lodz'],
  ['ŁÓDŹ', 'lodz'],
  ['Gdańsk', 'gdansk'],
  ['Kraków  Główny', 'krakow glowny'],
  ['  Žilina ', 'zilina'],
  ['Székesfehérvár', 'szekesfehervar'],
  ['Brașov', 'brasov'],
  ['Αθήνα', 'αθηνα'],
  ['Straße', 'strasse'],
])('normalizes %j as %j', (text, expected) => {
  expect(normalizeText(text)).toBe(expected)
})

describe('matchesQuery', () => {
  const p = point('WAW01', 'Łódź', lodz, {
    name: 'Paczkomat Piotrkowska',
    address: { city: 'Łódź', street: 'Piotrkowska', building_number: '12', flat_number: '', post_code: '90-001', province: '' },
  })
  test.each([
    ['', true],
    ['lodz', true],
    ['ŁÓDŹ', true],
    ['piotrkowska lodz', true],
    ['90-001', true],
    ['90001', true],
    ['900', true],
    ['paczkomat', true],
    ['krakow', false],
    ['lodz warszawa', false],
    ['91-001', false],
    ['-', true],
  ])('%j -> %s', (query, expected) => {
    expect(matchesQuery(p, query)).toBe(expected)
  })
})

test.each([
  [warsaw, warsaw, 0, 0],
  [warsaw, krakow, 252_000, 2_000],
  [warsaw, lodz, 119_000, 2_000],
  [[0, 0], [0, 1], 111_195, 10],
] as const)('distance %j -> %j is about %d m', (a, b, metres, tolerance) => {
  expect(Math.abs(distance(a, b) - metres)).toBeLessThanOrEqual(tolerance)
  expect(distance(a, b)).toBeCloseTo(distance(b, a), 6)
})

test('sorts the nearest points first without changing the input', () => {
  const points = [point('K', 'Kraków', krakow), point('W', 'Warszawa', warsaw), point('L', 'Łódź', lodz)]
  expect(sortByDistance(points, warsaw).map((p) => p.i)).toEqual(['W', 'L', 'K'])
  expect(sortByDistance(points, krakow).map((p) => p.i)).toEqual(['K', 'L', 'W'])
  expect(points.map((p) => p.i)).toEqual(['K', 'W', 'L'])
})

describe('searchPoints', () => {
  const nearLodz: [number, number] = [lodz[0] + 0.02, lodz[1]] // about 2.2 km north
  const farFromLodz: [number, number] = [lodz[0] + 0.05, lodz[1]] // about 5.6 km north
  const points = [
    point('W', 'Warszawa', warsaw),
    point('L1', 'Łódź', lodz),
    point('LOCK-NEAR', 'Zgierz', nearLodz, { type: 'parcel_locker' }),
    point('LOCK-FAR', 'Zgierz', farFromLodz, { type: 'parcel_locker' }),
    point('SHOP-NEAR', 'Zgierz', nearLodz, { type: 'newsagent' }),
    point('K', 'Kraków', krakow),
  ]

  test('a city query shows its points, then parcel lockers within 4 km of it, nearest first', () => {
    const result = searchPoints(points, 'lodz', warsaw)
    expect(result.points.map((p) => p.i)).toEqual(['L1', 'LOCK-NEAR'])
    expect(result.place).toBe(true)
    expect(result.centre).toEqual(lodz)
    expect(distance(lodz, nearLodz)).toBeLessThan(PARCEL_LOCKER_MAX_DISTANCE)
    expect(distance(lodz, farFromLodz)).toBeGreaterThan(PARCEL_LOCKER_MAX_DISTANCE)
  })

  test('without a city in the query the list is sorted from the given centre', () => {
    const result = searchPoints(points, '', krakow)
    expect(result.place).toBe(false)
    expect(result.points.map((p) => p.i)).toEqual(['K', 'L1', 'LOCK-NEAR', 'SHOP-NEAR', 'LOCK-FAR', 'W'])
    expect(searchPoints(points, 'Point L1', warsaw).points.map((p) => p.i)).toEqual(['L1'])
  })

  test('the searched place is the middle of the first matching city', () => {
    const two = [point('A', 'Łódź', [51, 19]), point('B', 'Lodz', [52, 20]), point('C', 'Kraków', krakow)]
    expect(searchedPlace(two, 'ŁÓDŹ')).toEqual([51.5, 19.5])
    expect(searchedPlace(two, 'gdansk')).toBeNull()
    expect(searchedPlace(two, ' ')).toBeNull()
    expect(searchedPlace(two, 'kra')).toEqual(krakow)
    expect(searchedPlace(two, 'k')).toBeNull()
    expect(searchedPlace(two, 'Długa 5 Kraków')).toEqual(krakow)
  })
})

test.each([
  ['pl', [52.2297, 21.0122], 6],
  ['PL', [52.2297, 21.0122], 6],
  ['cz', [50.0755, 14.4378], 7],
  ['cs', [50.0755, 14.4378], 7],
  ['ua', [50.4501, 30.5234], 5],
  ['sk', [48.1486, 17.1077], 7],
  ['hu', [47.4979, 19.0402], 7],
  ['ro', [44.4268, 26.1025], 6],
  ['bg', [42.6977, 23.3219], 7],
  ['gr', [37.9838, 23.7275], 6],
  ['de', [52.2297, 21.0122], 6],
])('the default view of %s centres on %j at zoom %d', (iso, centre, zoom) => {
  expect(defaultView(iso)).toEqual({ centre, zoom })
})

test('the 21 logistics point types each have a translation key', () => {
  expect(LOGISTICS_POINT_TYPES).toHaveLength(21)
  expect(new Set(LOGISTICS_POINT_TYPES).size).toBe(21)
  expect(pointTypeKey('parcel_locker')).toBe('pointTypeParcelLocker')
  expect(pointTypeKey('shopping_centre')).toBe('pointTypeShoppingCentre')
  expect(pointTypeKey('spaceport')).toBeNull()
  expect(pointTypeLabel('depot', (key) => `<${key}>`)).toBe('<pointTypeDepot>')
  expect(pointTypeLabel('', (key) => `<${key}>`)).toBe('')
})

const t = (key: string) => `<${key}>`
test.each([
  ['24h/7', '<pointPickerOpen247>'],
  [' 24H/7 ', '<pointPickerOpen247>'],
  ['24/7', '<pointPickerOpen247>'],
  ['pn-pt 8:00-20:00, sb 9:00-14:00', 'pn-pt 8:00-20:00, sb 9:00-14:00'],
  ['', ''],
])('hours %j show as %j', (hours, shown) => {
  expect(formatHours(hours, t)).toBe(shown)
})

test.each([
  [{ street: 'Długa', building_number: '5', flat_number: '2', post_code: '00-950', city: 'Warszawa' }, 'Długa 5/2, 00-950 Warszawa'],
  [{ street: 'Długa', building_number: '5', post_code: '', city: 'Warszawa' }, 'Długa 5, Warszawa'],
  [{ city: 'Warszawa' }, 'Warszawa'],
  [{}, ''],
])('address %j reads %j', (address, expected) => {
  expect(formatAddress(address as PickupPoint['address'])).toBe(expected)
})
