import { useEffect, useMemo, useRef } from 'react'
import { formatPrice } from '../../../shared/format/price'
import { useStore } from '../../../shared/hooks/use-store'
import { useT } from '../../../shared/i18n/t'
import type { DeliveryCost, PickupPoint } from '../../../shared/schemas/checkout'
import { $basket } from '../../../shared/stores/basket'
import { $setup } from '../../../shared/stores/setup'
import { lazyComponent } from '../../../shared/ui/lazy'
import { Spinner } from '../../../shared/ui/spinner'
import { StickyButtons } from '../sticky-buttons'
import { SummaryBox } from '../summary-box'
import { AddressSection } from './address-section'
import { chosenOption, deliveryMethods, formsVisible, problemText, wallOf } from './rules'
import { useScrollKept } from './scroll-kept'
import { Radio, Section } from './step-parts'
import { createDeliveryStep } from './store'
import './delivery.css'

const PointPicker = lazyComponent(() => import('../point-picker/point-picker').then((module) => module.PointPicker))

/** SPEC 4 / 9: the step's scroll to a problem. Step check: after 1 s, 80 px above; server errors: after 200 ms, 150 px, 300 ms. */
function useScrollToProblem(container: React.RefObject<HTMLElement | null>, scroll: { kind: 'step' | 'api'; request: number }) {
  useEffect(() => {
    if (!scroll.request) return
    const delay = scroll.kind === 'step' ? 1000 : 200
    const offset = scroll.kind === 'step' ? 80 : 150
    const timer = setTimeout(() => {
      const target =
        container.current?.querySelector<HTMLElement>('[data-problem], [aria-invalid="true"]') ??
        [...(container.current?.querySelectorAll<HTMLInputElement>('[required]') ?? [])].find((element) => !element.value)
      if (!target) return
      const top = target.getBoundingClientRect().top + window.scrollY - offset
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top, behavior: reduced || scroll.kind === 'step' ? 'auto' : 'smooth' })
      const focusable = target.matches('input, select, textarea, button')
        ? target
        : target.querySelector<HTMLElement>('input, select, button')
      focusable?.focus({ preventScroll: true })
    }, delay)
    return () => clearTimeout(timer)
  }, [container, scroll])
}

function pointAddress(point: PickupPoint): string {
  const { street, building_number, flat_number, post_code, city } = point.address
  const number = [building_number, flat_number].filter(Boolean).join('/')
  return `${[street, number].filter(Boolean).join(' ')}, ${[post_code, city].filter(Boolean).join(' ')}`
}

/** What delivery costs at least before one is chosen ("Dostawa od", as on the basket step). */
const cheapest = (options: readonly DeliveryCost[]) => (options.length ? Math.min(...options.map((option) => option.cost)) : 0)

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
  const forms = useStore(store.$forms)
  const engine = useStore(store.$engine)
  const ServerForm = engine?.ServerForm
  const basket = useStore($basket)
  const { currency } = useStore($setup)
  const container = useRef<HTMLDivElement>(null)
  useScrollToProblem(container, state.scroll)
  useScrollKept(state.status === 'ready')

  const price = (value: number) => formatPrice(value, currency.symbol)
  const methods = deliveryMethods(state.options)
  const option = chosenOption(state.choice, state.options)
  const method = methods.find((candidate) => candidate.id === state.choice.deliveryId) ?? null
  const wall = wallOf(option, state.parts.payment_methods)
  const showForms = formsVisible(state.choice, state.options)
  const problems = new Set(state.submitted ? state.problems : [])
  const message = (problem: Parameters<typeof problems.has>[0]) => problems.has(problem) && t(problemText[problem])
  const cost = (value: number) => (basket.free_delivery ? t('deliveryFree') : price(value))
  // The map's first view (SPEC 9 default zoom per country): from the country's iso when the basket gives one.
  const country = state.countries.items.find((item) => item.id === state.countries.selected)
  const countryIso = typeof country?.iso === 'string' && country.iso ? country.iso.toLowerCase() : 'pl'

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

          <Section title={t('checkoutDeliveryMethod')} problem={message('delivery')}>
            {methods.length === 0 && <p>{t('checkoutNoDeliveries')}</p>}
            <div className="sw-dl__options">
              {methods.map((candidate) => (
                <Radio
                  key={candidate.id}
                  name="sw-dl-delivery"
                  checked={candidate.id === state.choice.deliveryId}
                  onChoose={() => store.chooseDelivery(candidate.id)}
                >
                  <span className="sw-dl__name">{candidate.name}</span>
                  <span className="sw-dl__cost">{cost(candidate.cost)}</span>
                  {candidate.info && <span className="sw-dl__info">{candidate.info}</span>}
                  {candidate.time && <span className="sw-dl__info">{candidate.time}</span>}
                </Radio>
              ))}
            </div>
          </Section>

          {method && (
            <Section title={t('checkoutPaymentMethod')} problem={message('payment')}>
              <div className="sw-dl__options">
                {method.payments.map((payment: DeliveryCost) => (
                  <Radio
                    key={payment.delivery_cost_id}
                    name="sw-dl-payment"
                    checked={payment.delivery_cost_id === state.choice.costId}
                    onChoose={() => store.choosePayment(payment.delivery_cost_id)}
                  >
                    <span className="sw-dl__name">{payment.payment_name}</span>
                    <span className="sw-dl__cost">{cost(payment.cost)}</span>
                    {payment.payment_alternative_description && (
                      <span className="sw-dl__info">{payment.payment_alternative_description}</span>
                    )}
                  </Radio>
                ))}
              </div>
            </Section>
          )}

          {wall.length > 0 && (
            <Section title={t('checkoutChooseBank')} problem={message('bank')}>
              <div className="sw-dl__options sw-dl__banks">
                {wall.map((bank) => (
                  <Radio
                    key={bank.id}
                    name="sw-dl-bank"
                    checked={bank.id === state.choice.bankId}
                    onChoose={() => store.chooseBank(bank.id)}
                  >
                    <span className="sw-dl__name">{bank.name || bank.id}</span>
                  </Radio>
                ))}
              </div>
            </Section>
          )}

          {option?.is_map && (
            <Section title={t('checkoutPickupPoint')} problem={message('point')}>
              {state.choice.point ? (
                <div className="sw-dl__point">
                  <strong>{state.choice.point.name}</strong>
                  <span>{pointAddress(state.choice.point)}</span>
                  {state.choice.point.operating_hours && <span>{state.choice.point.operating_hours}</span>}
                </div>
              ) : (
                <p>{t('checkoutNoPointYet')}</p>
              )}
              <button type="button" className="sw-button sw-button--secondary" onClick={() => store.openPicker(true)}>
                {state.choice.point ? t('checkoutChangePoint') : t('checkoutChoosePoint')}
              </button>
              {state.pickerOpen && (
                <PointPicker
                  deliveryId={option.delivery_id}
                  paymentId={option.payment_id}
                  countryIso={countryIso}
                  selectedId={state.choice.point?.i ?? null}
                  onChoose={store.choosePoint}
                  onClose={() => store.openPicker(false)}
                />
              )}
            </Section>
          )}

          {showForms && (
            <>
              <AddressSection kind="delivery" title={t('checkoutDeliveryAddress')} problem={message('deliveryAddress')} store={store} />

              <div className="sw-dl__section">
                <label className="sw-dl__check">
                  <input
                    type="checkbox"
                    checked={state.wantInvoice}
                    onChange={(event) => store.setWantInvoice(event.currentTarget.checked)}
                  />
                  {t('checkoutWantInvoice')}
                </label>
              </div>
              {state.wantInvoice && (
                <AddressSection kind="invoice" title={t('checkoutInvoiceData')} problem={message('invoiceAddress')} store={store} />
              )}

              {state.formsFailed && !ServerForm && (
                <div className="sw-dl__section">
                  <p role="alert">{t('checkoutFormsLoadFailed')}</p>
                  <button type="button" className="sw-button sw-button--secondary" onClick={() => void store.loadFormEngine()}>
                    {t('retry')}
                  </button>
                </div>
              )}
              {ServerForm && forms.consents && (
                <Section title={t('checkoutConsents')}>
                  <ServerForm store={forms.consents} onSubmit={() => void store.proceed()} />
                </Section>
              )}
              {ServerForm && store.formsInPlay(state).includes('consentsWithRegistration') && forms.consentsWithRegistration && (
                <Section title={t('checkoutAccountConsents')}>
                  <ServerForm store={forms.consentsWithRegistration} onSubmit={() => void store.proceed()} />
                </Section>
              )}
            </>
          )}
        </div>
        <aside className="sw-co__side">
          <SummaryBox
            basket={basket}
            deliveryCost={option?.cost ?? method?.cost ?? cheapest(state.options)}
            deliveryChosen={option !== null}
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
