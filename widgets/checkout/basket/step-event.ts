import { track } from '../../../shared/browser/analytics'
import type { BasketProduct } from '../../../shared/schemas/basket'

// SPEC 7's checkout step 1 event, with its analytics: the basket step loads this when the event is
// due (basket-step.tsx), so neither is part of /basket's first load (test/budgets.ts).

/** SPEC 7: the analytics event of checkout step 1, with the basket's products. */
export const checkoutStepEvent = (products: readonly BasketProduct[]) => ({
  event: 'checkout',
  ecommerce: {
    checkout: {
      actionField: { step: 1 },
      products: products.map((product) => ({
        id: product.product_id,
        name: product.name,
        price: product.price.final,
        quantity: product.quantity,
      })),
    },
  },
})

/** Sends the event of checkout step 1 for these products. */
export const trackCheckoutStep = (products: readonly BasketProduct[]) => track(checkoutStepEvent(products))
