// @vitest-environment happy-dom
import { beforeEach, expect, test } from 'vitest'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { $translations } from '../i18n/translations'
import { $cupboard, loadCupboard } from './cupboard-page'
import { $cupboards, unsaveProduct } from './cupboards'

// The cupboard page's part of the cupboards lives apart from the save buttons' store (the category
// and product pages' budgets); an unsave from a save button on the cupboard page still shows in
// the cupboard on screen (SPEC 4).

const summary = (saved: Record<string, number[]>, count: number) => ({
  list: [{ cupboardId: 1, cupboardName: 'Ulubione', isDefault: true, count }],
  saved,
})
const item = {
  id: 501,
  cupboard_id: 1,
  product: { id: 20, name: 'Wool coat', url: '/p/wool-coat', photo: '/images/20.jpg' },
  variant: { price: { regular: 399, final: 399 }, attributes: [] },
}
const shown = (products: unknown[], count: number, saved: Record<string, number[]>) =>
  ok({ cupboards: summary(saved, count), cupboard: { cupboardId: 1, cupboardName: 'Ulubione', isDefault: true, products } })

beforeEach(() => given($translations, { unknownError: 'Something went wrong' }))

test('an unsave from a save button takes the product off the cupboard on screen too', async () => {
  given($cupboards, { enabled: true, ...summary({ 20: [1] }, 1) })
  const calls = fakeServer({
    'GET /ajax/cupboard/index/1': [shown([item], 1, { 20: [1] }), shown([], 0, {})],
    'POST /ajax/cupboard/products/remove': ok({ cupboards: summary({}, 0) }),
  })
  await loadCupboard(1)
  const products = () => {
    const now = $cupboard.get()
    return now.state === 'ready' ? now.cupboard.products.map((product) => product.product.name) : now.state
  }
  expect(products()).toEqual(['Wool coat'])
  expect(await unsaveProduct(20)).toBe(true)
  expect(products()).toEqual([])
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /ajax/cupboard/index/1',
    'POST /ajax/cupboard/products/remove',
    'GET /ajax/cupboard/index/1',
  ])
})
