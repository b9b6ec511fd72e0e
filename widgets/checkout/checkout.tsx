import { openPage, redirectPage } from '@nanostores/router'
import { useEffect, useMemo } from 'react'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { checkoutPaths } from '../../shared/routing/checkout-paths'
import { useRouteLinks } from '../../shared/routing/island-router'
import { useLoginGuard } from '../../shared/routing/route-guard'
import { $basket } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import { lazyComponent } from '../../shared/ui/lazy'
import { BasketStep } from './basket/basket-step'
import { Breadcrumb } from './breadcrumb'
import { orderPlacedHere, readCheckoutState } from './checkout-data'
import type { CheckoutProps } from './props'
import { createCheckoutRouter, type Step } from './router'
import { stepRedirect } from './rules'
import './checkout.css'

// Step 2 brings the forms engine and its own rules: loaded when the shopper gets there.
const DeliveryStep = lazyComponent(() => import('./delivery/delivery-step').then((module) => module.DeliveryStep))
// Step 3 and the order (BLIK modal, card payment): loaded on the summary only.
const SummaryStep = lazyComponent(() => import('./summary/summary-step').then((module) => module.SummaryStep))

/** The checkout island: the three steps of SPEC 2 "Basket flow", routed on the client. */
export function Checkout({ shoppingUrl }: CheckoutProps) {
  const t = useT()
  const config = readConfig()
  const router = useMemo(() => createCheckoutRouter(config.paths.basket), [config.paths.basket])
  const page = useStore(router)
  const routeLinks = useRouteLinks<HTMLDivElement>(router)
  const basket = useStore($basket)
  const step: Step = page?.route ?? 'basket'
  const hrefs = checkoutPaths(config.paths.basket)

  const { login } = useStore($setup)
  // After the order the basket is empty, and the summary stays until the shopper leaves it (SPEC 4).
  const redirect = step === 'summary' && orderPlacedHere() ? null : stepRedirect(step, basket.products.length, login, readCheckoutState)
  const needsLogin = redirect === 'login'
  const guard = needsLogin ? null : redirect
  // The login page gets the origin and the target apart, and comes back to the target afterwards.
  useLoginGuard(needsLogin, config.paths)
  useEffect(() => {
    if (guard) redirectPage(router, guard)
  }, [guard, router])

  const title = t(step === 'basket' ? 'checkoutStepBasket' : step === 'delivery' ? 'checkoutStepDelivery' : 'checkoutStepSummary')
  useEffect(() => {
    document.title = `${title} · ${document.title.split(' · ').pop()}`
  }, [title])

  return (
    // Links to the three steps open in place; every other link (a product, back to shopping) navigates.
    <div className="sw-co" ref={routeLinks}>
      {basket.products.length > 0 && <Breadcrumb step={step} hrefs={hrefs} />}
      {step === 'basket' && (
        <BasketStep shoppingUrl={shoppingUrl ?? config.paths.home} deliveryHref={hrefs.delivery} basketHref={hrefs.basket} />
      )}
      {step === 'delivery' && !guard && !needsLogin && (
        <DeliveryStep basketHref={hrefs.basket} goToSummary={() => openPage(router, 'summary')} />
      )}
      {step === 'summary' && !guard && !needsLogin && <SummaryStep choice={readCheckoutState()} hrefs={hrefs} />}
    </div>
  )
}
