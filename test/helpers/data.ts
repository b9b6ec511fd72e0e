import { newPage } from '../../shared/page-state'
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

/**
 * A complete, valid window.shopData as a page embeds it (ARCHITECTURE "The contract with the page"),
 * equal to the documented defaults, so a test sees the same page whether or not a reset ran before it.
 */
export function pageData(parts: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    setup: {
      login: { logged: false, basketNotLogged: false, from: '', to: '', busy: false, name: '' },
      language: { current: 'pl', list: [], default_language_iso: 'pl' },
      currency: { current: 1, symbol: 'zł', iso: 'PLN' },
    },
    translations: {},
    config: { csrfToken: '', imageSizes: [], paths: { static: '/static/www/', images: '/images', basket: '/basket', home: '/' } },
    basket: emptyBasket,
    notifications: [],
    cupboards: { enabled: false, list: [], saved: {} },
    ...parts,
  }
}

/** Replaces window.shopData, as a new page would: the stores and modules read it afresh. */
export function setPageData(data: unknown): void {
  ;(globalThis as { shopData?: unknown }).shopData = data
  newPage()
}
