import { useEffect, useMemo, useRef } from 'react'
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
import { FormsSections } from './forms-sections'
import { chosenOption, deliveryMethods, formsVisible, problemText, type StepProblem } from './rules'
import { useScrollKept } from './scroll-kept'
import { createDeliveryStep, type DeliveryStepStore } from './store'
import './delivery.css'

/** What delivery costs at least before one is chosen ("Dostawa od", as on the basket step). */
const cheapest = (options: readonly DeliveryCost[]) => (options.length ? Math.min(...options.map((option) => option.cost)) : 0)

/**
 * SPEC 4 / 9: each time Continue asks (state.scroll), the step scrolls to its first problem inside
 * the returned ref's element: 1 s after a step check, 200 ms after the server's errors.
 */
function useScrollToProblem(store: DeliveryStepStore, scroll: { kind: 'step' | 'api'; request: number }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!scroll.request) return
    const timer = setTimeout(
      () => container.current && store.scrollToProblem(container.current, scroll.kind),
      scroll.kind === 'step' ? 1000 : 200,
    )
    return () => clearTimeout(timer)
  }, [store, scroll])
  return container
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
  const store = useMemo(() => createDeliveryStep(() => goNext.current()), [])
  useEffect(() => {
    void store.load()
    return store.destroy
  }, [store])
  const state = useStore(store.$state)
  const basket = useStore($basket)
  const { currency } = useStore($setup)
  const container = useScrollToProblem(store, state.scroll)
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
        <button type="button" className="sw-button" onClick={() => void store.load()}>
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
                onChange={(event) => void store.setCountry(Number(event.currentTarget.value))}
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

          <Choices store={store} state={state} methods={methods} method={method} option={option} message={message} cost={cost} />
          {formsVisible(state.choice, state.options) && <FormsSections store={store} state={state} message={message} />}
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
            <button type="button" className="sw-button" aria-disabled={state.sending} onClick={() => void store.proceed()}>
              {state.sending ? t('loading') : t('continue')}
            </button>
          </StickyButtons>
        </aside>
      </div>
    </div>
  )
}
