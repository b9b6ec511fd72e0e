import { redirectPage } from '@nanostores/router'
import { useEffect, useMemo } from 'react'
import { useT } from '../../shared/i18n/t'
import { $basket } from '../../shared/stores/basket'
import { readConfig } from '../../shared/stores/shop-data'
import { useStore } from '../../shared/stores/use-store'
import { BasketStep } from './basket-step'
import { Breadcrumb } from './breadcrumb'
import { readCheckoutState } from './checkout-data'
import type { CheckoutProps } from './props'
import { createCheckoutRouter, type Step } from './router'
import { summaryGuard } from './rules'
import './checkout.css'

function ComingStep({ title, basketHref }: { title: string; basketHref: string }) {
  const t = useT()
  return (
    <section className="sw-co__coming">
      <h1>{title}</h1>
      <p>{t('checkoutStepComing')}</p>
      <a className="sw-button sw-button--secondary" href={basketHref}>
        {t('checkoutBackToBasket')}
      </a>
    </section>
  )
}

/** The checkout island: the three steps of SPEC 2 "Basket flow", routed on the client. */
export function Checkout({ shoppingUrl }: CheckoutProps) {
  const t = useT()
  const config = readConfig()
  const router = useMemo(() => createCheckoutRouter(config.paths.basket), [config.paths.basket])
  const page = useStore(router)
  const basket = useStore($basket)
  const step: Step = page?.route ?? 'basket'
  const base = config.paths.basket.replace(/\/$/, '')
  const hrefs = { basket: base, delivery: `${base}/delivery`, summary: `${base}/summary` }

  // SPEC 2 entry guard of the summary step.
  const guard = step === 'summary' ? summaryGuard(basket.products.length, readCheckoutState()) : null
  useEffect(() => {
    if (guard) redirectPage(router, guard)
  }, [guard, router])

  const title = t(step === 'basket' ? 'checkoutStepBasket' : step === 'delivery' ? 'checkoutStepDelivery' : 'checkoutStepSummary')
  useEffect(() => {
    document.title = `${title} · ${document.title.split(' · ').pop()}`
  }, [title])

  return (
    <div className="sw-co">
      {basket.products.length > 0 && <Breadcrumb step={step} hrefs={hrefs} />}
      {step === 'basket' && <BasketStep shoppingUrl={shoppingUrl ?? config.paths.home} deliveryHref={hrefs.delivery} basketHref={hrefs.basket} />}
      {step !== 'basket' && !guard && <ComingStep title={title} basketHref={hrefs.basket} />}
    </div>
  )
}
