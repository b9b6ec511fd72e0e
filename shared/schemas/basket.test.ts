import { expect, test } from 'vitest'
import { basketSchema, emptyBasket } from './basket'
import * as v from './kit'

test('the empty basket is the schema read over nothing but a zero total: no product, no voucher, nothing free', () => {
  expect(emptyBasket).toEqual({
    products: [],
    total: { regular: 0, promoted: 0, final: 0 },
    benefit: 0,
    loyalty: { max_points_value: 0, points: 0 },
    voucher: null,
    discount: null,
    free_delivery: false,
    free_delivery_missing_amount: 0,
    free_delivery_min_value: 0,
    exchangeCreator: null,
    basket_delivery_time: '',
  })
})

test.each([
  ['a basket product with no attributes', { attributes: null }, []],
  ['attributes as a PHP backend sends them', { attributes: [{ key: 'Rozmiar', value: 38 }] }, [{ key: 'Rozmiar', value: '38' }]],
])('%s reads as a list of texts', (_, change, attributes) => {
  const product = {
    id: 1,
    product_id: 2,
    name: 'Sukienka',
    url: '/p/sukienka',
    photo: '',
    producer_name: '',
    producer_url: '',
    category_name: '',
    quantity: 1,
    price: { regular: 10, final: 10 },
    value: { regular: 10, final: 10 },
    ...change,
  }
  const basket = v.parse(basketSchema, { products: [product], total: { regular: 10, final: 10 } })
  expect(basket.products[0]?.attributes).toEqual(attributes)
})
