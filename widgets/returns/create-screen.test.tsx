import { screen, waitFor, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { t } from '../../shared/i18n/t'
import { $translations } from '../../shared/i18n/translations'
import { $notifications } from '../../shared/stores/notifications'
import { clearReturnDraft } from '../../shared/stores/returns'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { click } from '../../test/helpers/ui'
import { CreateScreen } from './create-screen'
import { returnsLook } from './look'
import { returnPaths } from './routes'

const product = (id: number, name: string, quantity: number) => ({
  order_item_id: id,
  name,
  photo: '',
  attributes: [],
  quantity,
  returnable: quantity,
  price: 10,
})
const pln = { iso: 'PLN', symbol: 'zł' }
const eur = { iso: 'EUR', symbol: '€' }
const created = {
  status: true,
  orders: [
    {
      id: 1,
      number: 'ZAM/1',
      date: '2026-10-30',
      hash: 'habcdef1',
      currency_data: pln,
      products: [product(11, 'Dress', 2), product(12, 'Shirt', 1)],
    },
  ],
  otherOrders: [{ id: 2, number: 'ZAM/2', date: '2026-10-01', currency_data: eur }],
  afterSaleTypes: [{ type_id: 1, name: 'Return', behaviour: 'return' }],
  creator: { type_id: null, currency_data: null, items: [] },
  unloggedHash: 'habcdef1',
}
const euroOrder = {
  status: true,
  orders: [{ id: 2, number: 'ZAM/2', date: '', hash: 'h2', currency_data: eur, products: [product(21, 'Coat', 1)] }],
}

beforeEach(() => {
  given($translations, {
    returnsType: 'Kind',
    returnsNext: 'Continue',
    returnsQuantityOf: 'Quantity: {name}',
    returnsMore: 'More: {name}',
    returnsLess: 'Fewer: {name}',
    returnsAddFromOrder: 'Add from another order',
    returnsShowProducts: 'Show products',
    returnsProductsOf: 'Products of {number}',
    'cannot add multiple currencies': 'No mixed currencies',
  })
  $notifications.set([])
})
afterEach(() => clearReturnDraft())

const paths = returnPaths('guest', '/')

async function opened() {
  render(<CreateScreen hash="habcdef1" paths={paths} look={returnsLook(t)} />)
  await screen.findByRole('group', { name: 'Kind' })
}

test('a product of another currency is refused with the 5 s danger notice, and stays unticked', async () => {
  fakeServer({ 'GET /ajax/returns/create/habcdef1': ok(created), 'GET /ajax/returns/items/2': ok(euroOrder) })
  await opened()
  click(screen.getByRole('checkbox', { name: 'Dress' }))
  const other = screen.getByLabelText('Add from another order') as HTMLSelectElement
  other.value = '2'
  other.dispatchEvent(new Event('change', { bubbles: true }))
  await new Promise((resolve) => setTimeout(resolve, 0)) // the choice renders before the click
  click(screen.getByRole('button', { name: 'Show products' }))
  const coat = await screen.findByRole('checkbox', { name: 'Coat' })
  click(coat)
  expect((coat as HTMLInputElement).checked).toBe(false)
  expect($notifications.get().map((each) => [each.content, each.variables.color, each.temporary])).toEqual([
    ['No mixed currencies', 'danger', 5],
  ])
})

test('per-item errors show on their product; a failed send keeps the choice and quantity', async () => {
  const calls = fakeServer({
    'GET /ajax/returns/create/habcdef1': ok(created),
    'POST /ajax/returns/setAfterSaleType': ok({ status: true, creator: { type_id: 1, items: [] } }),
    'POST /ajax/returns/set': [
      'network-error',
      ok({ status: true, creator: { type_id: 1, items: [{ order_item_id: 12, quantity: 1, error: '' }] }, errors: { '12': 'Final sale' } }),
    ],
  })
  await opened()
  click(screen.getByRole('radio', { name: 'Return' }))
  await waitFor(() => expect((screen.getByRole('radio', { name: 'Return' }) as HTMLInputElement).checked).toBe(true))
  click(screen.getByRole('checkbox', { name: 'Dress' }))
  click(screen.getByRole('button', { name: 'More: Dress' }))
  click(screen.getByRole('button', { name: 'More: Dress' }))
  expect((screen.getByRole('spinbutton', { name: 'Quantity: Dress' }) as HTMLInputElement).value).toBe('2')
  click(screen.getByRole('checkbox', { name: 'Shirt' }))
  click(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect($notifications.get()).toHaveLength(1))
  expect((screen.getByRole('checkbox', { name: 'Dress' }) as HTMLInputElement).checked).toBe(true)
  expect((screen.getByRole('spinbutton', { name: 'Quantity: Dress' }) as HTMLInputElement).value).toBe('2')

  click(screen.getByRole('button', { name: 'Continue' }))
  const shirt = (await screen.findByText('Final sale')).closest('li') as HTMLElement
  expect(within(shirt).getByRole('checkbox', { name: 'Shirt' })).toBeTruthy()
  expect(calls.at(-1)?.body.get('items[0][quantity]')).toBe('2')
  expect(calls.at(-1)?.body.get('items[1][order_item_id]')).toBe('12')
})
