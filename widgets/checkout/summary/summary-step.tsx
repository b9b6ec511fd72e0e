import { type ReactNode, useEffect, useMemo } from 'react'
import { formatPrice } from '../../../shared/format/price'
import { summaryRows } from '../../../shared/forms/rules'
import { useStore } from '../../../shared/hooks/use-store'
import { useUid } from '../../../shared/hooks/use-uid'
import { useT } from '../../../shared/i18n/t'
import type { CheckedChoice, PickupPoint } from '../../../shared/schemas/checkout'
import type { Form } from '../../../shared/schemas/form'
import { $basket, $quantityPending } from '../../../shared/stores/basket'
import { $setup } from '../../../shared/stores/setup'
import { lazyComponent } from '../../../shared/ui/lazy'
import { Spinner } from '../../../shared/ui/spinner'
import { DiscountCodeBox } from '../code-box'
import { totalWithShipment } from '../rules'
import { StickyButtons } from '../sticky-buttons'
import { SummaryBox } from '../summary-box'
import { checkedOption } from './rules'
import { createSummaryStep } from './store'
import './summary.css'

// Shown after a BLIK order only (SPEC 4): its code and its modal's load then, as the
// order page's pay-again does.
const BlikModal = lazyComponent(() => import('../../../shared/ui/blik-modal').then((module) => module.BlikModal))

/** One part of the summary with its Change link (SPEC 2: each section has one). */
function Section({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  const t = useT()
  const id = useUid()
  return (
    <section className="sw-sm__section" aria-labelledby={id}>
      <div className="sw-sm__head">
        <h2 id={id}>{title}</h2>
        <a className="sw-sm__change" href={href}>
          {t('summaryChange')}
          <span className="sw-visually-hidden"> ({title})</span>
        </a>
      </div>
      {children}
    </section>
  )
}

/** The filled form's rows (the forms engine's summary: SPEC 3 Form leaves some field types out). */
function FormRows({ form, values }: { form: Form | undefined; values: Record<string, string> }) {
  const t = useT()
  const rows = form
    ? summaryRows(form.fields, values, (ticked) => (ticked ? t('summaryYes') : t('summaryNo')))
    : Object.entries(values).map(([name, value]) => ({ name, label: name, value }))
  return (
    <dl className="sw-sm__rows">
      {rows.map((row) => (
        <div key={row.name}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function pointLines(point: PickupPoint): string[] {
  const { street, building_number, flat_number, post_code, city } = point.address
  const number = [building_number, flat_number].filter(Boolean).join('/')
  return [
    point.name,
    [street, number].filter(Boolean).join(' '),
    [post_code, city].filter(Boolean).join(' '),
    point.operating_hours,
  ].filter(Boolean)
}

interface SummaryStepProps {
  choice: CheckedChoice
  hrefs: { basket: string; delivery: string }
}

/** Step 3 of the checkout, /basket/summary (SPEC 2 Basket flow, 4 Order placement). */
export function SummaryStep({ choice, hrefs }: SummaryStepProps) {
  const t = useT()
  const store = useMemo(() => createSummaryStep(choice), [choice])
  useEffect(() => {
    void store.load()
  }, [store])
  const state = useStore(store.$state)
  const current = useStore($basket)
  const pending = useStore($quantityPending)
  const { currency } = useStore($setup)
  const price = (value: number) => formatPrice(value, currency.symbol)

  if (state.status !== 'ready') {
    return (
      <section className="sw-sm sw-sm--loading">
        <h1>{t('checkoutStepSummary')}</h1>
        {state.status === 'loading' ? (
          <Spinner label={t('loading')} />
        ) : (
          <>
            <p role="alert">{t('summaryLoadFailed')}</p>
            <button type="button" className="sw-button" onClick={() => void store.load()}>
              {t('retry')}
            </button>
          </>
        )}
      </section>
    )
  }

  // After the order, what was ordered (the basket itself is empty by then).
  const basket = state.order?.basket ?? current
  const option = checkedOption(choice, state.options)
  const country = state.countries.items.find((item) => item.id === (choice.countryId ?? state.countries.selected))
  const cost = option ? (basket.free_delivery ? t('deliveryFree') : price(option.cost)) : ''
  const placed = state.order !== null
  const toPay = totalWithShipment(basket.total.final, option?.cost ?? 0, basket.free_delivery, basket.exchangeCreator?.value ?? 0)

  return (
    <div className="sw-sm">
      <h1>{t('checkoutStepSummary')}</h1>
      {!option && (
        // The country or the offer changed since the check (another tab): the choice must be made again.
        <p className="sw-sm__gone" role="alert">
          {t('summaryOptionGone')} <a href={hrefs.delivery}>{t('summaryBackToDelivery')}</a>
        </p>
      )}
      <div className="sw-co__layout">
        <div>
          <Section title={t('summaryDelivery')} href={hrefs.delivery}>
            {option && (
              <p className="sw-sm__line">
                <span>{option.delivery_name}</span>
                <span>{cost}</span>
              </p>
            )}
            {option?.delivery_time && <p className="sw-sm__note">{option.delivery_time}</p>}
            {/* SPEC 2's country summary, as part of the delivery: the page's country button above
                already says "Kraj dostawy: Polska", and a message is said once. */}
            {country && <p className="sw-sm__note">{t('summaryShipsTo', { country: country.name })}</p>}
          </Section>
          <Section title={t('summaryPayment')} href={hrefs.delivery}>
            {option && <p>{option.payment_name}</p>}
            {choice.bank && <p className="sw-sm__note">{t('summaryBank', { name: choice.bank.name || String(choice.bank.id) })}</p>}
          </Section>
          {/* SPEC 2: the pickup point only when one is chosen. */}
          {choice.pickupPoint && (
            <Section title={t('summaryPickupPoint')} href={hrefs.delivery}>
              <address className="sw-sm__address">
                {pointLines(choice.pickupPoint).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </Section>
          )}
          <Section title={t('summaryDeliveryAddress')} href={hrefs.delivery}>
            <FormRows form={state.forms.delivery} values={choice.delivery} />
          </Section>
          {/* SPEC 2: the invoice address only when an invoice is wanted. */}
          {choice.wantInvoice && choice.invoice && (
            <Section title={t('summaryInvoiceAddress')} href={hrefs.delivery}>
              <FormRows form={state.forms.invoice} values={choice.invoice} />
            </Section>
          )}
          <Section title={t('summaryConsents')} href={hrefs.delivery}>
            <FormRows form={state.forms.consents} values={choice.consents} />
            {choice.accountCreate && choice.consentsWithRegistration && (
              <FormRows form={state.forms.consentsWithRegistration} values={choice.consentsWithRegistration} />
            )}
          </Section>
          <Section title={t('summaryProducts')} href={hrefs.basket}>
            <ul className="sw-sm__products">
              {basket.products
                .filter((product) => !product.is_muted)
                .map((product) => (
                  <li key={product.id}>
                    <span className="sw-sm__product">
                      <strong>{product.name}</strong>
                      <span className="sw-sm__note">
                        {[
                          ...product.attributes.map((attribute) => `${attribute.key}: ${attribute.value}`),
                          `${t('quantity')}: ${product.quantity}`,
                        ].join(', ')}
                      </span>
                    </span>
                    <span>{price(product.value.final)}</span>
                  </li>
                ))}
            </ul>
          </Section>
        </div>
        <aside className="sw-co__side">
          <DiscountCodeBox basket={basket} currency={currency.symbol} blocked={pending || state.placing} />
          <SummaryBox basket={basket} deliveryCost={option?.cost ?? 0} currency={currency.symbol} deliveryChosen={Boolean(option)} />
          {/* SPEC 2: on the summary step the bar docks only while its container is under 721 px wide. */}
          <StickyButtons
            summaryStep
            // Docked, the confirm button is far from "Do zapłaty": the bar says what is paid beside it.
            docked={
              <p className="sw-co__bar-total">
                {t('totalToPay')} <strong>{price(toPay)}</strong>
              </p>
            }
          >
            <a className="sw-button sw-button--secondary" href={hrefs.delivery}>
              {t('summaryBackToDelivery')}
            </a>
            <button
              type="button"
              className="sw-button"
              // Not `disabled` while sending: the button keeps focus, and says it is busy.
              aria-disabled={state.placing || !option || placed || undefined}
              disabled={!option}
              onClick={() => void store.placeOrder()}
            >
              {placed ? t('summaryPlaced') : state.placing ? t('summaryPlacing') : t('summaryConfirmOrder')}
            </button>
          </StickyButtons>
          <p className="sw-visually-hidden" role="status">
            {state.placing ? t('summaryPlacing') : ''}
          </p>
        </aside>
      </div>
      {state.blik && <BlikModal payment={state.blik} onCancel={store.dismissBlik} />}
    </div>
  )
}
