import { screen, waitFor, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { track } from '../../../shared/browser/analytics'
import { writeConsentCookie } from '../../../shared/browser/consent-cookie'
import { $translations } from '../../../shared/i18n/translations'
import { $basket, $quantityPending } from '../../../shared/stores/basket'
import { basketWith, line, pageData, setPageData } from '../../../test/helpers/data'
import { fakeServer, ok } from '../../../test/helpers/fake-server'
import { given } from '../../../test/helpers/stores'
import { click, shownTexts, typeAndSubmit } from '../../../test/helpers/ui'
import { BasketStep } from './basket-step'

vi.mock('../../../shared/browser/analytics', () => ({ track: vi.fn() }))

const texts = {
  basketTitle: 'Your basket',
  emptyBasket: 'Your basket is empty',
  backToShopping: 'Back to shopping',
  continue: 'Continue',
  quantity: 'Quantity',
  decreaseQuantity: 'Fewer',
  increaseQuantity: 'More',
  remove: 'Remove',
  price: 'Price',
  value: 'Value',
  productUnavailable: 'This size is unavailable',
  basketWarningFormContainsErrors: 'Some products need your attention',
  discountCode: 'Discount code',
  voucher: 'Voucher',
  apply: 'Apply',
  clear: 'Remove code',
  freeDelivery: 'Free delivery',
  freeDeliveryMissing: '{amount} to free delivery',
  freeDeliveryReached: 'Free delivery is yours',
  summaryTitle: 'Summary',
  productsValue: 'Products',
  youSave: 'You save',
  deliveryCost: 'Delivery from',
  deliveryFree: 'Free',
  exchangeCredit: 'Exchange credit',
  totalToPay: 'To pay',
  loyaltyPoints: 'Loyalty points',
  loyaltyPointsMax: 'up to {max}',
  loyaltyUse: 'Use points',
  deliveryCountry: 'Delivery to {country}',
  colors: 'Colours',
  preorder: 'Pre-order',
  setContains: 'In this set',
  infoSafety: 'Safe shopping',
  infoFastDelivery: 'Fast delivery',
  infoDays: '30 days to return',
}

const dress = line({ id: 1, name: 'Linen dress', quantity: 1 })
const shirt = line({
  id: 2,
  product_id: 20,
  name: 'Oxford shirt',
  quantity: 2,
  price: { regular: 50, promoted: undefined, final: 50 },
  value: { regular: 100, promoted: undefined, final: 100 },
})

function renderStep() {
  return render(<BasketStep shoppingUrl="/" deliveryHref="/basket/delivery" basketHref="/basket" />)
}

beforeEach(() => {
  given($translations, texts)
  given($basket, {
    ...basketWith([dress, shirt]),
    free_delivery_min_value: 300,
    free_delivery_missing_amount: 100,
    free_delivery: false,
    loyalty: { max_points_value: 20, points: 0 },
    deliveries: { min: 14.99 },
    countries: { items: [{ id: 1, name: 'Polska' }], selected: 1 },
  } as never)
})

/** The basket's actions load on the shopper's first sign of life on the page (here the mouse moves), not with its first load. */
async function actionsLoaded() {
  window.dispatchEvent(new Event('pointermove'))
  await vi.dynamicImportSettled()
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement

describe('quantity controls (SPEC 4)', () => {
  test('minus is off at quantity 1, on above it; plus is on', () => {
    renderStep()
    expect(within(lineOf('Linen dress')).getByRole('button', { name: 'Fewer' }).getAttribute('aria-disabled')).toBe('true')
    expect(within(lineOf('Oxford shirt')).getByRole('button', { name: 'Fewer' }).getAttribute('aria-disabled')).toBe('false')
    expect(within(lineOf('Linen dress')).getByRole('button', { name: 'More' }).getAttribute('aria-disabled')).toBe('false')
  })

  test('while a change is pending both are off and continue is a disabled button', () => {
    given($quantityPending, true)
    renderStep()
    expect(within(lineOf('Oxford shirt')).getByRole('button', { name: 'More' }).getAttribute('aria-disabled')).toBe('true')
    expect(within(lineOf('Oxford shirt')).getByRole('button', { name: 'Fewer' }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true)
  })

  test('a press on a control that is off sends nothing (it keeps focus: aria-disabled, not disabled)', async () => {
    const calls = fakeServer({})
    given($quantityPending, true)
    renderStep()
    click(within(lineOf('Oxford shirt')).getByRole('button', { name: 'More' }))
    click(within(lineOf('Linen dress')).getByRole('button', { name: 'Fewer' }))
    await Promise.resolve()
    expect(calls).toEqual([])
  })

  test('a press before the actions have loaded is carried out when they come', async () => {
    const calls = fakeServer({
      'POST /ajax/basket/quantity': ok({ status: true, data: { basket: basketWith([dress, { ...shirt, quantity: 3 }]) } }),
    })
    renderStep()
    click(within(lineOf('Oxford shirt')).getByRole('button', { name: 'More' }))
    // The actions' module is transformed on its first import here: slow on a busy machine (npm
    // test runs the unit tests beside the typecheck, biome and knip; 5 s was once not enough).
    await waitFor(() => expect(within(lineOf('Oxford shirt')).getByRole('status').textContent).toBe('3'), { timeout: 12_000 })
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({ id: '2', quantity: '3' })
  }, 15_000)

  test('plus shows the new quantity at once and posts it', async () => {
    const calls = fakeServer({
      'POST /ajax/basket/quantity': ok({ status: true, data: { basket: basketWith([dress, { ...shirt, quantity: 3 }]) } }),
    })
    renderStep()
    await actionsLoaded()
    click(within(lineOf('Oxford shirt')).getByRole('button', { name: 'More' }))
    expect(within(lineOf('Oxford shirt')).getByRole('status').textContent).toBe('3')
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({ id: '2', quantity: '3' })
  })
})

test('an item with an error shows its alert, the warning, and continue stays on the basket', () => {
  given($basket, { ...$basket.get(), products: [dress, { ...shirt, error: 'Only 1 left in this size' }] })
  renderStep()
  expect(within(lineOf('Oxford shirt')).getByRole('alert').textContent).toBe('Only 1 left in this size')
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Some products need your attention')
  expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/basket')
})

test('without errors continue goes to delivery', () => {
  renderStep()
  expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/basket/delivery')
  expect(screen.queryByText('Some products need your attention')).toBeNull()
})

test('a muted item shows the unavailable notice instead of quantity and value', () => {
  given($basket, { ...$basket.get(), products: [{ ...dress, is_muted: true }, shirt] })
  renderStep()
  const muted = lineOf('Linen dress')
  expect(shownTexts(muted)).toEqual([
    'Moda',
    'Linen dress',
    'Dresses',
    'Colours: blue',
    'Size: M',
    'This size is unavailable',
    'Remove',
    ': Linen dress',
  ])
  expect(within(muted).queryByRole('button', { name: 'More' })).toBeNull()
  expect(within(muted).queryByText(/Value/)).toBeNull()
})

test('a set lists its own products and a pre-order is marked', () => {
  const set = line({
    id: 3,
    name: 'Summer set',
    type: 'set',
    isPreorder: true,
    products: [
      { id: 31, name: 'Top', photo: 'products/31.svg', attributes: [{ key: 'Size', value: 'S' }] },
      { id: 32, name: 'Skirt', photo: 'products/32.svg', attributes: [] },
    ],
  })
  given($basket, { ...$basket.get(), products: [set] })
  renderStep()
  const items = within(screen.getByRole('list', { name: 'In this set' })).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual(['TopSize: S', 'Skirt'])
  expect(shownTexts(lineOf('Summer set')).slice(0, 6)).toEqual(['Moda', 'Summer set', 'Dresses', 'Colours: blue', 'Size: M', 'Pre-order'])
})

test("SPEC 9: a set's product photos are asked for 100 wide", () => {
  setPageData(pageData({ config: { imageSizes: [86, 100, 309, 520], paths: { images: '/images' } }, translations: texts }))
  const set = line({
    id: 3,
    name: 'Summer set',
    type: 'set',
    products: [{ id: 31, name: 'Top', photo: 'products/31.svg', attributes: [] }],
  })
  given($basket, { ...$basket.get(), products: [set] })
  renderStep()
  const photo = within(screen.getByRole('list', { name: 'In this set' }))
    .getByRole('listitem')
    .querySelector('img') as HTMLImageElement
  expect([photo.getAttribute('src'), photo.getAttribute('width')]).toEqual(['/images/100/products/31.svg', '100'])
  setPageData(pageData())
})

test('the summary adds delivery to what is to pay, and the bar says what is missing', () => {
  renderStep()
  const summary = screen.getByRole('region', { name: 'Summary' })
  expect(within(summary).getByText('To pay').nextElementSibling?.textContent).toBe('214,99 zł')
  const bar = screen.getByRole('progressbar', { name: 'Free delivery' }) as HTMLProgressElement
  expect(bar.getAttribute('aria-valuetext')).toBe('100 zł to free delivery')
  expect(bar.value).toBeCloseTo(66.67)
  expect(shownTexts(bar.parentElement as HTMLElement)).toEqual(['100 zł to free delivery'])
})

describe('discount code (SPEC 5)', () => {
  test('apply is off while the field is empty', () => {
    renderStep()
    expect(screen.getByRole('button', { name: 'Apply Discount code' })).toHaveProperty('disabled', true)
  })

  test('Enter applies it; a refused code stays in the field with the server message', async () => {
    const calls = fakeServer({ 'POST /ajax/basket/discount': ok({ status: false, message: 'Code SUMMER is not valid' }) })
    renderStep()
    const input = screen.getByLabelText('Discount code') as HTMLInputElement
    await typeAndSubmit(input, 'SUMMER')
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body.get('code')).toBe('SUMMER')
    await waitFor(() => expect(input.value).toBe('SUMMER'))
  })
})

test('SPEC 5: a discount code is ignored while a quantity change is pending, and applies once it is done', async () => {
  const calls = fakeServer({
    'POST /ajax/basket/discount': ok({ status: true }),
    'POST /ajax/basket/payments': ok({ basket: $basket.get() }),
  })
  given($quantityPending, true)
  renderStep()
  const input = screen.getByLabelText('Discount code') as HTMLInputElement
  await typeAndSubmit(input, 'SUMMER')
  expect(screen.getByRole('button', { name: 'Apply Discount code' })).toHaveProperty('disabled', true)
  await actionsLoaded()
  expect(calls).toEqual([])
  expect(input.value).toBe('SUMMER')
  given($quantityPending, false)
  await typeAndSubmit(input, 'SUMMER')
  await waitFor(() => expect(calls[0]?.body.get('code')).toBe('SUMMER'))
})

test('SPEC 2: the info strip has its three reassurance items: safety, fast delivery, days', () => {
  renderStep()
  const strip = screen.getByText('Safe shopping').closest('ul') as HTMLElement
  expect(
    within(strip)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Safe shopping', 'Fast delivery', '30 days to return'])
})

test('loyalty points above the maximum are sent as the maximum', async () => {
  const calls = fakeServer({
    'POST /ajax/basket/loyaltyProgram': ok({ status: true }),
    'POST /ajax/basket/payments': ok({ basket: $basket.get() }),
  })
  renderStep()
  const input = screen.getByLabelText('Loyalty points') as HTMLInputElement
  await typeAndSubmit(input, '999')
  await waitFor(() => expect(calls[0]?.body.get('points')).toBe('20'))
  expect(input.value).toBe('20')
})

test('an empty basket says so and offers the way back to shopping', () => {
  given($basket, basketWith([]))
  renderStep()
  expect(shownTexts(screen.getByRole('heading', { name: 'Your basket' }).parentElement as HTMLElement)).toEqual([
    'Your basket',
    'Your basket is empty',
    'Back to shopping',
  ])
  expect(screen.getByRole('link', { name: 'Back to shopping' }).getAttribute('href')).toBe('/')
  expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull()
})

describe('SPEC 7: the checkout step 1 event', () => {
  const checkoutEvents = () => vi.mocked(track).mock.calls.filter(([event]) => event.event === 'checkout')

  test('with analytics allowed, it is sent when the basket shows', async () => {
    writeConsentCookie({ analytics: true, marketing: false })
    try {
      vi.mocked(track).mockClear()
      renderStep()
      await vi.waitFor(() => expect(checkoutEvents()).toHaveLength(1))
    } finally {
      document.cookie = 'cookie_consent=; max-age=0; path=/'
    }
  })

  test("otherwise (undecided or refused) it waits for the shopper's first sign of life, and is sent once", async () => {
    vi.mocked(track).mockClear()
    renderStep()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await vi.dynamicImportSettled()
    expect(checkoutEvents()).toHaveLength(0)
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('scroll'))
    await vi.waitFor(() => expect(checkoutEvents()).toHaveLength(1))
    expect(checkoutEvents()[0]?.[0]).toMatchObject({ ecommerce: { checkout: { actionField: { step: 1 } } } })
  })
})
