import { screen, waitFor, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test } from 'vitest'
import { fakeServer, ok, status } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { click, fromElsewhere } from '../../test/helpers/ui'
import { $translations } from '../i18n/translations'
import * as v from '../schemas/kit'
import { type ProductCard, productCardSchema } from '../schemas/product'
import { $basketPanelOpen, $outOfStock } from '../stores/basket'
import { $chosenVariants } from '../stores/chosen-variant'
import { $setup } from '../stores/setup'
import type { AddedLine } from './added-panel'
import { BuyBox } from './buy-box'
// Loaded with the first add in the shop; here at once, so a loaded machine does not time the tests out.
import './added-panel'
import '../stores/basket-actions'

const price = (brutto: number, promo: number | null = null) => ({
  PLN: { brutto, promo_brutto: promo, historical_lowest_price: promo === null ? null : brutto - 10 },
  EUR: { brutto: brutto / 4, promo_brutto: promo === null ? null : promo / 4, historical_lowest_price: null },
})
const variant = (id: number, values: number[], stock = 3, prices = price(100)) => ({
  variant_id: id,
  attributes: values.map((value) => ({ attribute_value_id: value })),
  prices,
  stock,
  blocked_stock: 0,
  is_promotion: prices.PLN.promo_brutto !== null,
})
const sizes = { id: 1, name: 'Size', values: [11, 12].map((id) => ({ id, name: id === 11 ? 'S' : 'M' })) }
const card = (extra: object): ProductCard => v.parse(productCardSchema, { id: 5, name: 'Dress', ...extra })
const basket = { basket: { products: [], total: { regular: 0, final: 0 } } }
/** A basket line of the dress (SPEC 3 Basket product). */
const line = (quantity: number) => ({
  id: 1,
  product_id: 5,
  name: 'Dress',
  url: '/p/dress',
  photo: '',
  producer_name: '',
  producer_url: '',
  category_name: '',
  attributes: [],
  quantity,
  price: { regular: 100, final: 100 },
  value: { regular: 100 * quantity, final: 100 * quantity },
  is_muted: false,
  isPreorder: false,
})

beforeEach(() => {
  given($translations, {
    addToBasket: 'Add',
    quantity: 'Quantity',
    productChooseWarning: 'Choose: {attributes}.',
    productVariantOutOfStock: 'Out of stock.',
    productLowestPrice: 'Lowest: {price}',
    productSetProducts: 'In this set',
    productSetDiscount: 'Set discount: {discount}',
    productRegularPrice: 'Regular',
    productPromoPrice: 'Promo',
    productNoStock: 'sold out, notify me',
    productAdded: 'Added to your basket',
    productAddedTotal: 'Basket total',
    productContinueShopping: 'Continue shopping',
    productQuantityLess: 'Less',
    productQuantityMore: 'More',
    miniBasketItems: '{count} items',
    miniBasketGoToBasket: 'Go to basket',
    close: 'Close',
  })
  given($setup, { ...$setup.get(), currency: { current: 1, symbol: 'zł', iso: 'PLN' } })
  given($basketPanelOpen, false)
  given($outOfStock, new Set())
})

test('a product adds the chosen variant and quantity, and says so in a panel that takes focus', async () => {
  const calls = fakeServer({
    'POST /ajax/basket/add': ok({ status: true, item: { name: 'Dress', product_id: 5 } }),
    'POST /ajax/basket/payments': ok({ basket: { ...basket.basket, products: [line(2)], total: { regular: 300, final: 300 } } }),
  })
  render(<BuyBox card={card({ attributes: [sizes], variants: [variant(51, [11]), variant(52, [12])] })} />)
  click(screen.getByRole('button', { name: 'Add' }))
  expect(screen.getByRole('alert').textContent).toBe('Choose: Size.')
  click(screen.getByRole('button', { name: 'M' }))
  expect(screen.queryByRole('alert')).toBeNull()
  click(screen.getByRole('button', { name: 'More' }))
  click(screen.getByRole('button', { name: 'Add' }))
  const panel = await screen.findByRole('dialog', { name: 'Added to your basket' })
  expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({ id: '5', quantity: '2', variant: '52' })
  // The line as chosen, what it cost, and the basket's total as the server has it now.
  expect(panel.textContent).toContain('Size: M')
  expect(panel.textContent).toContain('Quantity: 2')
  expect(within(panel).getByText('200 zł')).toBeTruthy()
  expect(panel.textContent).toContain('Basket total (2 items)300 zł')
  expect(within(panel).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/basket')
  expect(document.activeElement).toBe(panel)
  // The confirmation is the panel, not the mini basket's as well.
  expect($basketPanelOpen.get()).toBe(false)
  click(within(panel).getByRole('button', { name: 'Continue shopping' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }))
})

test('the confirmation closes on Escape and on its close button, focus back on the add button', async () => {
  fakeServer({ 'POST /ajax/basket/add': ok({ status: true, item: null }), 'POST /ajax/basket/payments': ok(basket) })
  render(<BuyBox card={card({ variants: [variant(51, [])] })} />)
  const add = screen.getByRole('button', { name: 'Add' })
  click(add)
  await screen.findByRole('dialog', { name: 'Added to your basket' })
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(add)
  click(add)
  click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(add)
})

test('the quick view (onAdded) gets what was added, to confirm it once its modal closed', async () => {
  fakeServer({ 'POST /ajax/basket/add': ok({ status: true, item: null }), 'POST /ajax/basket/payments': ok(basket) })
  const lines: AddedLine[] = []
  render(<BuyBox card={card({ variants: [variant(51, [])] })} onAdded={(line) => lines.push(line)} />)
  click(screen.getByRole('button', { name: 'More' }))
  click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(lines).toHaveLength(1))
  expect(lines[0]).toMatchObject({ quantity: 2, price: 100, card: { id: 5 } })
  expect(screen.queryByRole('dialog')).toBeNull()
  expect($basketPanelOpen.get()).toBe(false)
})

test('the quantity stepper goes up and down, never below 1', () => {
  render(<BuyBox card={card({ variants: [variant(51, [])] })} />)
  const field = screen.getByLabelText('Quantity') as HTMLInputElement
  click(screen.getByRole('button', { name: 'Less' }))
  expect(field.value).toBe('1')
  click(screen.getByRole('button', { name: 'More' }))
  click(screen.getByRole('button', { name: 'More' }))
  expect(field.value).toBe('3')
  click(screen.getByRole('button', { name: 'Less' }))
  expect(field.value).toBe('2')
})

test('a size with no stock keeps its name and is described as such', () => {
  render(<BuyBox card={card({ attributes: [sizes], variants: [variant(51, [11]), variant(52, [12], 0)] })} />)
  const m = screen.getByRole('button', { name: 'M' })
  const description = document.getElementById(m.getAttribute('aria-describedby') ?? '')
  expect(description?.textContent).toBe('sold out, notify me')
  expect(screen.getByRole('button', { name: 'S' }).hasAttribute('aria-describedby')).toBe(false)
})

test("the chosen variant is what the product's save button saves; none while the choice is not whole", () => {
  given($chosenVariants, {})
  render(<BuyBox card={card({ attributes: [sizes], variants: [variant(51, [11]), variant(52, [12])] })} />)
  expect($chosenVariants.get()[5]).toBeUndefined()
  click(screen.getByRole('button', { name: 'M' }))
  expect($chosenVariants.get()[5]).toBe(52)
  click(screen.getByRole('button', { name: 'M' }))
  expect($chosenVariants.get()[5]).toBeUndefined()
})

test('the price shows in the visitor currency with the lowest price of a promotion', () => {
  render(<BuyBox card={card({ variants: [variant(51, [], 3, price(100, 80))] })} />)
  expect(screen.getByText('80 zł')).toBeTruthy()
  expect(screen.getByText('Lowest: 90 zł')).toBeTruthy()
  fromElsewhere(() => $setup.set({ ...$setup.get(), currency: { current: 2, symbol: '€', iso: 'EUR' } }))
  expect(screen.getByText('20 €')).toBeTruthy()
  expect(screen.getByText('25 €')).toBeTruthy()
})

test('an out-of-stock variant is refused without a call', () => {
  fakeServer({})
  render(<BuyBox card={card({ attributes: [sizes], chosen: { 1: 11 }, variants: [variant(51, [11], 0)] })} />)
  click(screen.getByRole('button', { name: 'Add' }))
  expect(screen.getByRole('alert').textContent).toBe('Out of stock.')
})

test('a refusal without a limit flag marks the product out of stock', async () => {
  fakeServer({ 'POST /ajax/basket/add': status(200, { status: false, message: 'Sold' }) })
  render(<BuyBox card={card({ variants: [variant(51, [])] })} />)
  click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Out of stock.'))
  expect($outOfStock.get().has(5)).toBe(true)
})

test('a refusal with the limit flag does not', async () => {
  const calls = fakeServer({ 'POST /ajax/basket/add': status(200, { status: false, limit: true, message: 'Only 1' }) })
  render(<BuyBox card={card({ variants: [variant(51, [])] })} />)
  click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(calls).toHaveLength(1))
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add' }).getAttribute('aria-disabled')).toBeNull())
  expect($outOfStock.get().has(5)).toBe(false)
  expect(screen.queryByText('Out of stock.')).toBeNull()
})

test('a set needs a size for each product, shows the set price and posts variants[]', async () => {
  const calls = fakeServer({
    'POST /ajax/basket/add': ok({ status: true }),
    'POST /ajax/basket/payments': ok(basket),
  })
  const part = (id: number, name: string, base: number) => ({
    id,
    name,
    url: `/p/${id}`,
    attributes: [sizes],
    variants: [variant(id * 10 + 1, [11], 3, price(base)), variant(id * 10 + 2, [12], 3, price(base))],
  })
  const set = { discountType: 1, discount: 10, products: [part(1, 'Shirt', 100), part(2, 'Skirt', 50.5)] }
  render(<BuyBox card={card({ id: 900, type: 'set', variants: [variant(900, [])], set })} />)
  expect(screen.getByText('135,45 zł')).toBeTruthy()
  const shirt = screen.getByText('Shirt').closest('.sw-pr__part') as HTMLElement
  const skirt = screen.getByText('Skirt').closest('.sw-pr__part') as HTMLElement
  click(within(shirt).getByRole('button', { name: 'S' }))
  click(screen.getByRole('button', { name: 'Add' }))
  expect(screen.getByRole('alert').textContent).toBe('Choose: Size (Skirt).')
  click(within(skirt).getByRole('button', { name: 'M' }))
  click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(calls).toHaveLength(2))
  expect(calls[0]?.body.getAll('variants[]')).toEqual(['11', '22'])
  expect(calls[0]?.body.has('quantity')).toBe(false)
})

test('a blind box posts the chosen attribute values', async () => {
  const calls = fakeServer({
    'POST /ajax/basket/add': ok({ status: true }),
    'POST /ajax/basket/payments': ok(basket),
  })
  const blindBox = { discount: 30, discountType: 1, products: [{ id: 1, name: 'Dress A', url: '/p/a' }] }
  render(
    <BuyBox card={card({ id: 950, type: 'blindbox', attributes: [sizes], variants: [variant(11, [11]), variant(12, [12])], blindBox })} />,
  )
  expect(screen.getByRole('link', { name: 'Dress A' }).getAttribute('href')).toBe('/p/a')
  click(screen.getByRole('button', { name: 'S' }))
  click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(calls).toHaveLength(2))
  expect(calls[0]?.body.getAll('attributes[]')).toEqual(['11'])
})

test('an unsafe link in the data is rendered as text', () => {
  const blindBox = { discount: 30, discountType: 1, products: [{ id: 1, name: 'Dress A', url: 'javascript:alert(1)' }] }
  render(<BuyBox card={card({ type: 'blindbox', variants: [variant(11, [])], blindBox })} />)
  expect(screen.queryByRole('link', { name: 'Dress A' })).toBeNull()
  expect(screen.getByText('Dress A')).toBeTruthy()
})
