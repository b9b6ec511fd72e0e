import { expect, test } from 'vitest'
import { searchable, shopsInCity, telHref } from './rules'

const shops = ['Łódź', 'Zielona Góra', 'Kraków', 'Bielsko-Biała', 'Gdańsk', 'České Budějovice', 'Warszawa'].map((city) => ({ city }))

test.each([
  ['Łódź', 'lodz'],
  ['ŁÓDŹ', 'lodz'],
  ['Zielona Góra', 'zielona gora'],
  ['Bielsko-Biała', 'bielsko biala'],
  ['  Gdańsk  ', 'gdansk'],
  ['Świętochłowice', 'swietochlowice'],
  ['České Budějovice', 'ceske budejovice'],
  ['Düsseldorf', 'dusseldorf'],
  ['Großräschen', 'grossraschen'],
  ['Đakovo', 'dakovo'],
])('%s is searched as %s', (text, expected) => {
  expect(searchable(text)).toBe(expected)
})

test.each([
  ['lodz', ['Łódź']],
  ['ŁÓDŹ', ['Łódź']],
  ['łódź', ['Łódź']],
  ['zielona', ['Zielona Góra']],
  ['zielona  gora', ['Zielona Góra']],
  ['ra', ['Zielona Góra', 'Kraków']],
  ['bielsko biała', ['Bielsko-Biała']],
  ['budejovice', ['České Budějovice']],
  ['xyz', []],
  ['', shops.map((shop) => shop.city)],
  ['   ', shops.map((shop) => shop.city)],
])('the query %j finds %j', (query, cities) => {
  expect(shopsInCity(shops, query).map((shop) => shop.city)).toEqual(cities)
})

test.each([
  ['+48 42 123 45 67', 'tel:+48421234567'],
  ['(42) 123-45-67', 'tel:421234567'],
  ['600100200', 'tel:600100200'],
])('the phone %s is dialled as %s', (phone, href) => {
  expect(telHref(phone)).toBe(href)
})
