import { afterEach, expect, test, vi } from 'vitest'
import { readProductCard } from './read-card'

const product = (opinions: unknown) => ({
  id: '5',
  name: 'Sukienka midi',
  variants: [{ variant_id: '51', prices: { PLN: { brutto: '199.00', promo_brutto: null } } }],
  opinions,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test.each([
  ['null (AVG over no rows)', { average: null, count: '0', list: [] }, { count: 0, list: [] }],
  ['left out', { count: 0 }, { count: 0, list: [] }],
  ['given', { average: '4.5', count: '2' }, { average: 4.5, count: 2, list: [] }],
])('the buy box reads a card whose opinions average is %s', (_, opinions, read) => {
  vi.stubGlobal('shopData', { product: product(opinions) })
  expect(readProductCard().opinions).toEqual(read)
})
