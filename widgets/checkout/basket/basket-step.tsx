import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from 'react'
import { readCookie } from '../../../shared/browser/cookies'
import { useStore } from '../../../shared/hooks/use-store'
import { useT } from '../../../shared/i18n/t'
import type { Basket, BasketProduct } from '../../../shared/schemas/basket'
import { $basket, $quantityPending } from '../../../shared/stores/basket'
import { $setup } from '../../../shared/stores/setup'
import { DataLink } from '../../../shared/ui/data-link'
import { lazyComponent } from '../../../shared/ui/lazy'
import { Photo } from '../../../shared/ui/photo'
import { WhenNear } from '../../../shared/ui/when-near'
import { CodeBox, DiscountCodeBox } from '../code-box'
import { onShopperIntent } from '../intent'
import { applyLoyaltyPoints, applyVoucher, clearVoucher, preloadBasketActions, removeFromBasket } from '../later-basket-actions'
import { StickyButtons } from '../sticky-buttons'
import { SummaryBox } from '../summary-box'
import { BasketLine } from './basket-line'
import { checkoutPartsOf } from './basket-parts'
import { FreeDeliveryBar } from './free-delivery-bar'
import { LoyaltyBox } from './loyalty-box'
import { continueTarget, focusAfterRemoval } from './rules'

interface BasketStepProps {
  shoppingUrl: string
  deliveryHref: string
  basketHref: string
  /** Opens the continue link's step in place (a plain click); without it, the link loads its page. */
  openStep?: (event: MouseEvent<HTMLAnchorElement>) => void
}

// Far down the page and drawn when near it (WhenNear): its code loads then too. It draws its tiles
// with the lines' photo and link (recommendations.tsx LineDrawing).
const Recommendations = lazyComponent(() => import('./recommendations').then((module) => module.Recommendations))
const drawing = { Photo, DataLink }

/**
 * The recommendations' place, drawn in the step's first render: each list is one row of fixed
 * height (checkout.css), so the place keeps the lists' height before their code comes and nothing
 * below it (the footer) moves when they are drawn, even at the page's end. The count is read
 * loosely here (their schema comes with their code); a malformed list is left out there, logged.
 */
function RecommendationsPlace({ basket, currency }: { basket: Basket; currency: string }) {
  const lists = basket.recommendations
  const count = Array.isArray(lists) ? lists.filter((list) => Array.isArray(list?.products) && list.products.length > 0).length : 0
  if (count === 0) return null
  return (
    <div className="sw-co__recs-all" style={{ '--sw-lists': count } as CSSProperties}>
      <WhenNear>
        <Recommendations basket={basket} currency={currency} drawing={drawing} />
      </WhenNear>
    </div>
  )
}

/**
 * Removing a line: the button that had focus is gone with it, so focus moves to the next line
 * (else the one before, else the heading) instead of dropping to <body>, and a polite status
 * says what was removed. The status element is always rendered, so the message is announced.
 */
function useRemoval() {
  const t = useT()
  const [message, setMessage] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const linesRef = useRef<HTMLUListElement>(null)

  const remove = async (product: BasketProduct) => {
    const ids = () => $basket.get().products.map((line) => line.id)
    const before = ids()
    if (!(await removeFromBasket(product.id))) return
    setMessage(t('basketLineRemoved', { name: product.name }))
    // The new basket has rendered by now (removeFromBasket shows it before it returns); a line
    // that stays keeps its element, the heading of an empty basket is the new one.
    const after = ids()
    if (after.includes(product.id)) return
    const id = focusAfterRemoval(before, product.id, after)
    const target = id === null ? headingRef.current : linesRef.current?.querySelector<HTMLElement>(`[data-line="${id}"]`)
    target?.focus()
  }

  const status = (
    <p className="sw-visually-hidden" role="status">
      {message}
    </p>
  )
  return { status, remove, headingRef, linesRef }
}

/** Step 1 of the checkout, /basket (SPEC 2 Basket flow). */
export function BasketStep({ shoppingUrl, deliveryHref, basketHref, openStep }: BasketStepProps) {
  const t = useT()
  const basket = useStore($basket)
  const pending = useStore($quantityPending)
  const { currency } = useStore($setup)
  const parts = checkoutPartsOf(basket)
  // SPEC 2: a product with an error keeps the shopper on the basket, and the step says why.
  const errors = continueTarget(basket.products) === 'basket'
  const { status, remove, headingRef, linesRef } = useRemoval()

  useEffect(() => {
    // SPEC 7: the checkout step 1 event fires on the basket page. Analytics, like the actions,
    // is not part of the first load. SPEC 1: unless the consent cookie allows analytics (as
    // writeConsentCookie of shared/browser/consent-cookie.ts writes it), the event is dropped
    // (refused) or waits in memory for the banner, which the shopper must touch (undecided): its
    // code loads on the shopper's first sign of life then (intent.ts), not with the page.
    const products = $basket.get().products
    const track = () => void import('./step-event').then((event) => event.trackCheckoutStep(products))
    const granted = readCookie('cookie_consent')?.includes('"analytics":true')
    if (granted) track()
    // The basket's actions, and the event unless it went already, on the shopper's first sign of life.
    return onShopperIntent(() => {
      preloadBasketActions()
      if (!granted) track()
    })
  }, [])

  if (basket.products.length === 0) {
    return (
      <>
        {status}
        <section className="sw-co__empty">
          <h1 ref={headingRef} tabIndex={-1}>
            {t('basketTitle')}
          </h1>
          <p>{t('emptyBasket')}</p>
          <a className="sw-button" href={shoppingUrl}>
            {t('backToShopping')}
          </a>
          <RecommendationsPlace basket={basket} currency={currency.symbol} />
        </section>
      </>
    )
  }

  return (
    <>
      {/* The basket's language button (with the delivery country) is the language-picker island beside this one. */}
      {status}
      <h1 ref={headingRef} tabIndex={-1}>
        {t('basketTitle')}
      </h1>
      {errors && (
        <p className="sw-co__warning" role="alert">
          {t('basketWarningFormContainsErrors')}
        </p>
      )}
      <div className="sw-co__layout">
        <div>
          <FreeDeliveryBar basket={basket} currency={currency.symbol} />
          <ul className="sw-co__lines" aria-label={t('basketTitle')} ref={linesRef}>
            {basket.products.map((product) => (
              <BasketLine key={product.id} product={product} currency={currency.symbol} pending={pending} remove={remove} />
            ))}
          </ul>
        </div>
        <aside className="sw-co__side">
          <DiscountCodeBox basket={basket} currency={currency.symbol} blocked={pending} />
          <CodeBox label={t('voucher')} applied={basket.voucher} currency={currency.symbol} apply={applyVoucher} clear={clearVoucher} />
          <LoyaltyBox
            max={basket.loyalty.max_points_value}
            points={basket.loyalty.points}
            pointValue={parts.club_value}
            currency={currency.symbol}
            apply={applyLoyaltyPoints}
          />
          <SummaryBox basket={basket} deliveryCost={parts.deliveries.min} currency={currency.symbol} />
          <StickyButtons>
            <a className="sw-button sw-button--secondary" href={shoppingUrl}>
              {t('backToShopping')}
            </a>
            {pending ? (
              // SPEC 2: disabled while a quantity change is pending.
              <button type="button" className="sw-button" disabled>
                {t('continue')}
              </button>
            ) : (
              <a className="sw-button" href={errors ? basketHref : deliveryHref} onClick={openStep}>
                {t('continue')}
              </a>
            )}
          </StickyButtons>
        </aside>
      </div>
      <ul className="sw-co__info">
        <li>{t('infoSafety')}</li>
        <li>{t('infoFastDelivery')}</li>
        <li>{t('infoDays')}</li>
      </ul>
      <RecommendationsPlace basket={basket} currency={currency.symbol} />
    </>
  )
}
