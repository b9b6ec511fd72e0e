import { fireEvent, screen, within } from '@testing-library/dom'
import { act, render } from '@testing-library/preact'
import { beforeEach, expect, test } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { given } from '../../test/helpers/stores'
import type { Shop } from './props'
import { StationaryShops } from './stationary-shops'

const shop = (id: string, name: string, city: string, extra: Partial<Shop> = {}): Shop => ({
  id,
  name,
  city,
  address: 'ul. Piotrkowska 1',
  postcode: '90-001',
  openingHours: ['Pn–Pt 10–20', 'Sb 10–16'],
  phone: '+48 42 123 45 67',
  ...extra,
})
const shops = [
  shop('1', 'Moda Manufaktura', 'Łódź', { address: 'ul. Karskiego 5', postcode: '91-071' }),
  shop('2', 'Moda Focus', 'Zielona Góra', { phone: '' }),
  shop('3', 'Moda Galeria', 'Kraków'),
]

beforeEach(() => {
  given($translations, {
    shopsTitle: 'Our shops',
    shopsFilterLabel: 'Filter by city',
    shopsEmpty: 'No shop in "{query}"',
    shopsCount: 'Shops: {count}',
    openingHours: 'Opening hours',
    phone: 'Phone',
  })
})

const field = () => screen.getByRole('searchbox', { name: 'Filter by city' }) as HTMLInputElement
const names = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
async function type(value: string) {
  await act(() => {
    fireEvent.input(field(), { target: { value } })
  })
}

test('lists every shop in a region named for the page heading, with the count', () => {
  render(<StationaryShops shops={shops} />)
  const region = screen.getByRole('region', { name: 'Our shops' })
  expect(within(region).getAllByRole('heading', { level: 2 })).toHaveLength(3)
  // The page's own h1 is the heading; the island does not repeat it.
  expect(screen.queryByRole('heading', { level: 2, name: 'Our shops' })).toBeNull()
  expect(names()).toEqual(['Moda Manufaktura', 'Moda Focus', 'Moda Galeria'])
  expect(screen.getByRole('status').textContent).toBe('Shops: 3')
})

test('each shop shows its address, postcode and city, opening hours as a list, and a phone link', () => {
  render(<StationaryShops shops={shops} />)
  const card = within(screen.getByRole('heading', { name: 'Moda Manufaktura' }).closest('li') as HTMLElement)
  const address = card.getByText(/ul\. Karskiego 5/)
  expect(address.textContent).toContain('91-071 Łódź')
  const hours = within(card.getByText('Opening hours').nextElementSibling as HTMLElement).getAllByRole('listitem')
  expect(hours.map((line) => line.textContent)).toEqual(['Pn–Pt 10–20', 'Sb 10–16'])
  expect(card.getByRole('link', { name: '+48 42 123 45 67' }).getAttribute('href')).toBe('tel:+48421234567')
})

test('a shop without a phone shows no phone', () => {
  render(<StationaryShops shops={shops} />)
  const card = within(screen.getByRole('heading', { name: 'Moda Focus' }).closest('li') as HTMLElement)
  expect(card.queryByText('Phone')).toBeNull()
  expect(card.queryByRole('link')).toBeNull()
})

test.each([
  ['lodz', ['Moda Manufaktura']],
  ['ŁÓDŹ', ['Moda Manufaktura']],
  ['zielona', ['Moda Focus']],
  ['Krakow ', ['Moda Galeria']],
])('typing %j shows only the shops in that city, with the count', async (query, expected) => {
  render(<StationaryShops shops={shops} />)
  await type(query)
  expect(names()).toEqual(expected)
  expect(screen.getByRole('status').textContent).toBe(`Shops: ${expected.length}`)
})

test('a city without shops says so in the status region; clearing the field brings them all back', async () => {
  render(<StationaryShops shops={shops} />)
  await type('xyz ')
  expect(names()).toEqual([])
  expect(screen.queryByRole('list')).toBeNull()
  expect(screen.getByRole('status').textContent).toBe('No shop in "xyz"')
  await type('')
  expect(names()).toHaveLength(3)
  expect(screen.getByRole('status').textContent).toBe('Shops: 3')
})
