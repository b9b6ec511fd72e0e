import { checkoutPaths } from '../../shared/routing/checkout-paths'
import { createIslandRouter } from '../../shared/routing/island-router'

export type { Step } from '../../shared/routing/checkout-paths'

/** The checkout's router over the steps of checkoutPaths. Created when the checkout mounts, not at import. */
export function createCheckoutRouter(basketPath: string) {
  return createIslandRouter(checkoutPaths(basketPath))
}
