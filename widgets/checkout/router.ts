import { checkoutPaths } from '../../shared/routing/checkout-paths'
import { createPathRouter } from '../../shared/routing/path-router'

export type { Step } from '../../shared/routing/checkout-paths'

/** The checkout's router over the steps of checkoutPaths. Created when the checkout mounts, not at import. */
export function createCheckoutRouter(basketPath: string) {
  return createPathRouter(checkoutPaths(basketPath))
}
