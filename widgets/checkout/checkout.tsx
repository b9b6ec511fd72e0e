import { openPage, redirectPage } from '@nanostores/router'
import { useCallback, useEffect, useMemo } from 'react'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { checkoutPaths } from '../../shared/routing/checkout-paths'
import { useRouteLinks } from '../../shared/routing/island-router'
import { useLoginGuard } from '../../shared/routing/route-guard'
import { $basket } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import { BasketStep } from './basket/basket-step'
import { Breadcrumb } from './breadcrumb'
import { orderPlacedHere } from './order-placed'
import type { CheckoutProps } from './props'
import { createCheckoutRouter, type Step } from './router'
import { stepRedirect } from './rules'
import { laterSteps } from './steps'
import './checkout.css'

const DeliveryStep = laterSteps.delivery.Step
const SummaryStep = laterSteps.summary.Step

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
  const redirect = step === 'summary' && orderPlacedHere() ? null : stepRedirect(step, basket.products.length, login)
  const needsLogin = redirect === 'login'
  const guard = needsLogin ? null : redirect
  // The login page gets the origin and the target apart, and comes back to the target afterwards.
  useLoginGuard(needsLogin, config.paths)
  useEffect(() => {
    if (guard) redirectPage(router, guard)
  }, [guard, router])
  const redirectTo = useCallback((to: Step) => redirectPage(router, to), [router])

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
      {step === 'delivery' && !redirect && <DeliveryStep basketHref={hrefs.basket} goToSummary={() => openPage(router, 'summary')} />}
      {step === 'summary' && !redirect && <SummaryStep hrefs={hrefs} redirect={redirectTo} />}
    </div>
  )
}
