import { createIslandRouter } from '../../shared/routing/island-router'

/**
 * The three steps of SPEC 2 "Basket flow" under the page's basket path (with its language
 * prefix, e.g. /en/basket). Created when the checkout mounts, not at import.
 */
export function createCheckoutRouter(basketPath: string) {
  const base = basketPath.replace(/\/$/, '')
  return createIslandRouter({
    basket: base,
    delivery: `${base}/delivery`,
    summary: `${base}/summary`,
  })
}

export type CheckoutRouter = ReturnType<typeof createCheckoutRouter>
export type Step = 'basket' | 'delivery' | 'summary'
