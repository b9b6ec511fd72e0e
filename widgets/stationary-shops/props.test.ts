import { expect, test } from 'vitest'
import { parseStationaryShopsProps } from './props'

const lodz = {
  id: 1,
  name: 'Moda Manufaktura',
  city: 'Łódź',
  address: 'ul. Karskiego 5',
  postcode: '91-071',
  openingHours: ['Pn–Sb 10–21', 'Nd 10–20'],
  phone: '+48 42 123 45 67',
}

test('a valid list of shops is read as it is, the id as text', () => {
  expect(parseStationaryShopsProps({ shops: [lodz, { ...lodz, id: 'zg-1', city: 'Zielona Góra' }] })).toEqual({
    shops: [
      { ...lodz, id: '1' },
      { ...lodz, id: 'zg-1', city: 'Zielona Góra' },
    ],
  })
})

test('an empty list is valid', () => {
  expect(parseStationaryShopsProps({ shops: [] })).toEqual({ shops: [] })
})

test.each([
  ['no shops at all', {}, 'props.shops'],
  ['a shop without a city', { shops: [{ ...lodz, city: undefined }] }, 'props.shops.0.city'],
  ['opening hours as one text', { shops: [{ ...lodz, openingHours: 'Pn–Sb 10–21' }] }, 'props.shops.0.openingHours'],
  ['an hour that is not text', { shops: [lodz, { ...lodz, openingHours: ['Pn–Pt', 10] }] }, 'props.shops.1.openingHours.1'],
  ['a phone as a number', { shops: [{ ...lodz, phone: 48421234567 }] }, 'props.shops.0.phone'],
  ['an id that is neither number nor text', { shops: [{ ...lodz, id: { value: 1 } }] }, 'props.shops.0.id'],
])('%s is refused, naming the field', (_, raw, field) => {
  expect(() => parseStationaryShopsProps(raw)).toThrow(`invalid data-props: ${field}`)
})
