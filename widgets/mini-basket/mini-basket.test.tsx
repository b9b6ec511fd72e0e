import { screen, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, describe, expect, test } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { $basket, $basketPanelOpen } from '../../shared/stores/basket'
import { basketWith, line, pageData, setPageData } from '../../test/helpers/data'
import { given } from '../../test/helpers/stores'
import { click, fromElsewhere, keyDown, pointerDown, shownTexts } from '../../test/helpers/ui'
import { MiniBasket } from './mini-basket'

const dress = line({
  id: 1,
  name: 'Linen dress',
  producer_name: 'Moda',
  url: '/p/linen-dress',
  attributes: [
    { key: 'Size', value: 'M' },
    { key: 'Colour', value: 'Blue' },
  ],
  quantity: 2,
  price: { regular: 649.5, promoted: undefined, final: 649.5 },
  value: { regular: 1299, promoted: undefined, final: 1299 },
})
const belt = line({
  id: 2,
  product_id: 20,
  name: 'Leather belt',
  producer_name: '',
  url: '/p/belt',
  attributes: [],
  quantity: 1,
  value: { regular: 59.9, promoted: undefined, final: 59.9 },
})

const texts = {
  basket: 'Basket',
  miniBasketItems: '{count} items',
  miniBasketEmpty: 'Your basket is empty',
  miniBasketGoToBasket: 'Go to basket',
  quantity: 'Quantity',
  total: 'Total',
  productUnavailable: 'This size is unavailable',
}

beforeEach(() => {
  given($translations, texts)
})

const toggle = () => screen.getByRole('button', { name: /^Basket/ })
const panel = () => screen.getByRole('region', { name: 'Basket' })
const panelIsOpen = () => screen.queryByRole('region', { name: 'Basket' }) !== null

test('the toggle shows how many items and the total', () => {
  given($basket, basketWith([dress, belt]))
  render(<MiniBasket />)
  expect(toggle().getAttribute('aria-expanded')).toBe('false')
  expect(screen.getByRole('button', { name: /3 items/ })).toBe(toggle())
  expect(toggle().textContent).toContain('1 358,90 zł')
  expect(panelIsOpen()).toBe(false)
})

test('opening it lists each line with name, attributes, quantity and value, and the way to the basket', async () => {
  given($basket, basketWith([dress, belt]))
  render(<MiniBasket />)
  click(toggle())
  expect(toggle().getAttribute('aria-expanded')).toBe('true')
  // The panel's code loads when it first opens.
  const lines = await within(panel()).findAllByRole('listitem')
  expect(lines).toHaveLength(2)
  const first = within(lines[0] as HTMLElement)
  expect(first.getByRole('link', { name: /Linen dress/ }).getAttribute('href')).toBe('/p/linen-dress')
  expect(shownTexts(lines[0] as HTMLElement)).toEqual(['Moda', 'Linen dress', 'Size: M', 'Colour: Blue', 'Quantity: 2', '1 299 zł'])
  expect(shownTexts(lines[1] as HTMLElement)).toEqual(['Leather belt', 'Quantity: 1', '59,90 zł'])
  expect(shownTexts(panel()).slice(-3)).toEqual(['Total', '1 358,90 zł', 'Go to basket'])
  expect(within(panel()).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/basket')
  click(toggle())
  expect(panelIsOpen()).toBe(false)
})

test('an empty basket says so, with no total', async () => {
  render(<MiniBasket />)
  expect(screen.getByRole('button', { name: /0 items/ })).toBe(toggle())
  expect(toggle().textContent).not.toContain('zł')
  click(toggle())
  await within(panel()).findByRole('link', { name: 'Go to basket' })
  expect(shownTexts(panel())).toEqual(['Your basket is empty', 'Go to basket'])
  expect(within(panel()).queryByRole('listitem')).toBeNull()
  expect(within(panel()).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/basket')
})

test('a muted line says it is unavailable and hides its quantity and value (SPEC 4)', async () => {
  given($basket, basketWith([line({ ...belt, is_muted: true })]))
  render(<MiniBasket />)
  click(toggle())
  const listed = await within(panel()).findByRole('listitem')
  const item = within(listed)
  expect(shownTexts(listed)).toEqual(['Leather belt', 'This size is unavailable'])
  expect(item.queryByText(/Quantity/)).toBeNull()
  expect(item.queryByText(/zł/)).toBeNull()
  expect(screen.getByRole('button', { name: /0 items/ })).toBe(toggle())
})

describe('closing', () => {
  test('Escape closes the panel and puts focus back on the toggle', async () => {
    given($basket, basketWith([dress]))
    render(<MiniBasket />)
    click(toggle())
    const link = await within(panel()).findByRole('link', { name: 'Go to basket' })
    link.focus()
    keyDown(link, { key: 'Escape' })
    expect(panelIsOpen()).toBe(false)
    expect(document.activeElement).toBe(toggle())
  })

  test('a press outside closes it; a press inside does not', async () => {
    render(
      <>
        <MiniBasket />
        <p>Elsewhere</p>
      </>,
    )
    click(toggle())
    pointerDown(await within(panel()).findByText('Your basket is empty'))
    expect(panelIsOpen()).toBe(true)
    pointerDown(screen.getByText('Elsewhere'))
    expect(panelIsOpen()).toBe(false)
  })
})

test('opens when a product is added elsewhere on the page ($basketPanelOpen)', () => {
  render(<MiniBasket />)
  expect(panelIsOpen()).toBe(false)
  fromElsewhere(() => $basketPanelOpen.set(true))
  expect(panelIsOpen()).toBe(true)
})

test('follows basket changes made by other islands', () => {
  render(<MiniBasket />)
  fromElsewhere(() => $basket.set(basketWith([belt])))
  expect(screen.getByRole('button', { name: /1 items/ })).toBe(toggle())
  expect(toggle().textContent).toContain('59,90 zł')
})

test.each([
  ['the basket path the page configured (in its language)', undefined, '/en/basket'],
  ['the address it was given', '/koszyk', '/koszyk'],
])('"go to basket" leads to %s', async (_, basketUrl, href) => {
  setPageData(pageData({ config: { paths: { basket: '/en/basket' } }, translations: texts }))
  render(<MiniBasket basketUrl={basketUrl} />)
  click(toggle())
  expect((await within(panel()).findByRole('link', { name: 'Go to basket' })).getAttribute('href')).toBe(href)
})

test('without translations the keys show in braces', () => {
  given($translations, {})
  render(<MiniBasket />)
  expect(shownTexts(screen.getByRole('button', { name: /^\{basket\}/ }))).toEqual(['{basket}', '0', '{miniBasketItems}'])
})
