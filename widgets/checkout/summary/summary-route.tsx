import { useEffect } from 'react'
import { useStore } from '../../../shared/hooks/use-store'
import type { Step } from '../../../shared/routing/checkout-paths'
import { $basket } from '../../../shared/stores/basket'
import { readCheckoutState } from '../checkout-data'
import { orderPlacedHere } from '../order-placed'
import { summaryGuard } from './rules'
import { SummaryStep } from './summary-step'

interface SummaryRouteProps {
  hrefs: Record<Step, string>
  redirect(step: Step): void
}

/**
 * The summary once the checkout's own guards let it show (checkout.tsx: products, login). SPEC 2
 * entry guard of the summary, the part that reads the checked choice: without a delivery and a
 * payment the shopper goes to the delivery step. It is here, with the summary's code, so /basket
 * does not load the choice's schemas.
 */
export function SummaryRoute({ hrefs, redirect }: SummaryRouteProps) {
  const count = useStore($basket).products.length
  const choice = readCheckoutState()
  // After the order the basket is empty, and the summary stays until the shopper leaves it (SPEC 4).
  const guard = orderPlacedHere() ? null : summaryGuard(count, choice)
  useEffect(() => {
    if (guard) redirect(guard)
  }, [guard, redirect])
  return guard ? null : <SummaryStep choice={choice} hrefs={hrefs} />
}
