import { useEffect, useMemo, useRef } from 'react'
import { tabValue } from '../../../shared/browser/tab-storage'
import { formatPrice } from '../../../shared/format/price'
import { useStore } from '../../../shared/hooks/use-store'
import { useT } from '../../../shared/i18n/t'
import type { DeliveryCost } from '../../../shared/schemas/checkout'
import { $basket } from '../../../shared/stores/basket'
import { $setup } from '../../../shared/stores/setup'
import { Spinner } from '../../../shared/ui/spinner'
import { StickyButtons } from '../sticky-buttons'
import { SummaryBox } from '../summary-box'
import { Choices } from './choices'
import { scrollToProblem } from './effects'
import { chosenOption, deliveryMethods, formsVisible, type StepProblem } from './rules'
import { DeliveryStepStore } from './store'
import './delivery.css'

/** SPEC 5 Delivery step messages, as translation keys, in the order the step shows its parts. */
const problemText: Record<StepProblem, string> = {
  delivery: 'checkoutDeliveryNotSet',
  payment: 'checkoutPaymentNotSet',
  bank: 'checkoutBankNotSet',
  point: 'checkoutPointNotSet',
  deliveryAddress: 'checkoutDeliveryAddressNotChosen',
  invoiceAddress: 'checkoutInvoiceAddressNotChosen',
  forms: 'formErrorsSummary',
}

/** What delivery costs at least before one is chosen ("Dostawa od", as on the basket step). */
const cheapest = (options: readonly DeliveryCost[]) => (options.length ? Math.min(...options.map((option) => option.cost)) : 0)

/**
 * SPEC 4 / 9: each time Continue asks (state.scroll), the step scrolls to its first problem inside
 * the returned ref's element: 1 s after a step check, 200 ms after the server's errors.
 */
export function useScrollToProblem(scroll: { kind: 'step' | 'api'; request: number }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!scroll.request) return
    const timer = setTimeout(
      () => container.current && scrollToProblem(container.current, scroll.kind),
      scroll.kind === 'step' ? 1000 : 200,
    )
    return () => clearTimeout(timer)
  }, [scroll])
  return container
}

// A reload or Back in the middle of the step: the browser would put the page back where it was
// while the step is still loading, a short page with the footer in view, and the step would then
// grow under the shopper's eyes (on a phone, the footer pushed off screen). The
// step keeps its own place instead and goes back to it once it is whole.

const KEY = 'shop-checkout-delivery-scroll'

function returning(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'reload' || entry?.type === 'back_forward'
}

/** Holds the browser's scroll restoration while the step loads, and restores the place when `ready`. */
function useScrollKept(ready: boolean): void {
  useEffect(() => {
    const before = history.scrollRestoration
    history.scrollRestoration = 'manual'
    const keep = () => tabValue(KEY, Math.round(window.scrollY))
    window.addEventListener('pagehide', keep)
    return () => {
      window.removeEventListener('pagehide', keep)
      history.scrollRestoration = before
    }
  }, [])

  useEffect(() => {
    if (!ready) return
    const kept = tabValue(KEY, null)
    const top = returning() ? Number(kept) || 0 : 0
    if (top > 0) window.scrollTo(0, top)
  }, [ready])
}

interface DeliveryStepProps {
  basketHref: string
  goToSummary(): void
}

/** Step 2 of the checkout, /basket/delivery (SPEC 2 Basket flow, 4 Checkout, 5). */
export function DeliveryStep({ basketHref, goToSummary }: DeliveryStepProps) {
  const t = useT()
  const goNext = useRef(goToSummary)
  goNext.current = goToSummary
  const store = useMemo(() => new DeliveryStepStore(() => goNext.current()), [])
  useEffect(() => store.start(), [store])
  const { dispatch } = store
  const state = useStore(store.$state)
  const basket = useStore($basket)
  const { currency } = useStore($setup)
  const container = useScrollToProblem(state.scroll)
  useScrollKept(state.status === 'ready')

  const methods = deliveryMethods(state.options)
  const option = chosenOption(state.choice, state.options)
  const method = methods.find((candidate) => candidate.id === state.choice.deliveryId) ?? null
  const problems = new Set(state.submitted ? state.problems : [])
  const message = (problem: StepProblem) => problems.has(problem) && t(problemText[problem])
  const cost = (value: number) => (basket.free_delivery ? t('deliveryFree') : formatPrice(value, currency.symbol))

  if (state.status === 'loading' && !state.options.length) {
    return (
      <section className="sw-dl sw-dl--loading">
        <h1>{t('checkoutStepDelivery')}</h1>
        <Spinner label={t('loading')} />
      </section>
    )
  }
  if (state.status === 'failed' && !state.options.length) {
    return (
      <section className="sw-dl">
        <h1>{t('checkoutStepDelivery')}</h1>
        <p role="alert">{t('checkoutDeliveryLoadFailed')}</p>
        <button type="button" className="sw-button" onClick={() => dispatch({ type: 'load' })}>
          {t('retry')}
        </button>
      </section>
    )
  }

  return (
    <div className="sw-dl" ref={container}>
      <h1>{t('checkoutStepDelivery')}</h1>
      <p className="sw-dl__summary" role="alert">
        {/* Once for the whole step: what is missing, and whether its forms have fields to correct. */}
        {state.submitted && state.problems.length ? state.problems.map((problem) => t(problemText[problem])).join(' ') : ''}
      </p>
      <div className="sw-co__layout">
        <div>
          <div className="sw-dl__section">
            <label className="sw-dl__country">
              <span>{t('checkoutCountry')}</span>
              <select
                value={state.countries.selected ?? ''}
                disabled={state.countryPending}
                onChange={(event) => dispatch({ type: 'setCountry', id: Number(event.currentTarget.value) })}
              >
                {state.countries.selected === null && <option value="">{t('checkoutChooseCountry')}</option>}
                {state.countries.items.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </select>
            </label>
          </div>

          <Choices state={state} dispatch={dispatch} methods={methods} method={method} option={option} message={message} cost={cost} />
          {/* The forms' sections come with their engine (form-engine.ts), which loads on the choice that shows them. */}
          {formsVisible(state.choice, state.options) &&
            (state.engine ? (
              <state.engine.FormsSections state={state} dispatch={dispatch} message={message} />
            ) : (
              state.formsFailed && (
                <div className="sw-dl__section">
                  <p role="alert">{t('checkoutFormsLoadFailed')}</p>
                  <button type="button" className="sw-button sw-button--secondary" onClick={() => dispatch({ type: 'retryForms' })}>
                    {t('retry')}
                  </button>
                </div>
              )
            ))}
        </div>
        <aside className="sw-co__side">
          <SummaryBox
            basket={basket}
            deliveryCost={option?.cost ?? method?.cost ?? cheapest(state.options)}
            // The chosen delivery's cost from the tap on it: its cheapest payment until one is chosen
            // (the payments say what they add), not the "from" of every delivery.
            deliveryChosen={method !== null}
            currency={currency.symbol}
          />
          <StickyButtons>
            <a className="sw-button sw-button--secondary" href={basketHref}>
              {t('checkoutBackToBasket')}
            </a>
            <button type="button" className="sw-button" aria-disabled={state.sending} onClick={() => dispatch({ type: 'continue' })}>
              {state.sending ? t('loading') : t('continue')}
            </button>
          </StickyButtons>
        </aside>
      </div>
    </div>
  )
}
