import type { Basket, BasketProduct } from '../../shared/schemas/basket'
import { emptyBasket } from '../../shared/schemas/basket'

export function line(overrides: Partial<BasketProduct> = {}): BasketProduct {
  return {
    id: 1,
    product_id: 10,
    name: 'Linen dress',
    url: '/p/linen-dress',
    photo: 'products/10.svg',
    producer_name: 'Moda',
    producer_url: '',
    category_name: 'Dresses',
    color: ['blue'],
    attributes: [{ key: 'Size', value: 'M' }],
    quantity: 1,
    price: { regular: 100, promoted: undefined, final: 100 },
    value: { regular: 100, promoted: undefined, final: 100 },
    discount_name: null,
    is_muted: false,
    isPreorder: false,
    type: 'product',
    products: [],
    error: null,
    ...overrides,
  }
}

export function basketWith(products: BasketProduct[]): Basket {
  const final = products.reduce((sum, product) => sum + product.value.final, 0)
  return { ...emptyBasket, products, total: { regular: final, promoted: undefined, final } }
}
