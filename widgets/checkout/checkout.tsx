import { useCallback, useEffect, useMemo } from 'react'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { checkoutPaths } from '../../shared/routing/checkout-paths'
import { $basket } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import { CheckoutSteps, stepLabels } from '../../shared/ui/checkout-steps'
import { openInPlace, useLaterRouteLinks, useLoginRedirect } from './later-routing'
import { orderPlacedHere } from './order-placed'
import type { CheckoutProps } from './props'
import { createCheckoutRouter, type Step } from './router'
import { stepRedirect } from './rules'
import { steps } from './steps'
import './checkout.css'

const BasketStep = steps.basket.Step
const DeliveryStep = steps.delivery.Step
const SummaryStep = steps.summary.Step

/** The checkout island: the three steps of SPEC 2 "Basket flow", routed on the client. */
export function Checkout({ shoppingUrl }: CheckoutProps) {
  const t = useT()
  const config = readConfig()
  const router = useMemo(() => createCheckoutRouter(config.paths.basket), [config.paths.basket])
  const page = useStore(router)
  const basket = useStore($basket)
  const step: Step = page?.route ?? 'basket'
  const routeLinks = useLaterRouteLinks<HTMLDivElement>(router, step !== 'basket')
  const hrefs = useMemo(() => checkoutPaths(config.paths.basket), [config.paths.basket])

  const { login } = useStore($setup)
  // After the order the basket is empty, and the summary stays until the shopper leaves it (SPEC 4).
  const redirect = step === 'summary' && orderPlacedHere() ? null : stepRedirect(step, basket.products.length, login)
  const needsLogin = redirect === 'login'
  const guard = needsLogin ? null : redirect
  // The login page gets the origin and the target apart, and comes back to the target afterwards.
  useLoginRedirect(needsLogin, config.paths.login)
  useEffect(() => {
    if (guard) router.open(hrefs[guard], true)
  }, [guard, router, hrefs])
  const redirectTo = useCallback((to: Step) => router.open(hrefs[to], true), [router, hrefs])

  const title = t(stepLabels[step])
  useEffect(() => {
    document.title = `${title} · ${document.title.split(' · ').pop()}`
  }, [title])

  return (
    // Links to the three steps open in place; every other link (a product, back to shopping) navigates.
    <div className="sw-co" ref={routeLinks}>
      {basket.products.length > 0 && <CheckoutSteps step={step} hrefs={hrefs} />}
      {step === 'basket' && (
        <BasketStep
          shoppingUrl={shoppingUrl ?? config.paths.home}
          deliveryHref={hrefs.delivery}
          basketHref={hrefs.basket}
          openStep={openInPlace(router)}
        />
      )}
      {step === 'delivery' && !redirect && <DeliveryStep basketHref={hrefs.basket} goToSummary={() => router.open(hrefs.summary)} />}
      {step === 'summary' && !redirect && <SummaryStep hrefs={hrefs} redirect={redirectTo} />}
    </div>
  )
}
