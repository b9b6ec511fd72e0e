import { useT } from '../../../shared/i18n/t'
import type { DeliveryCost, PickupPoint } from '../../../shared/schemas/checkout'
import { lazyComponent } from '../../../shared/ui/lazy'
import { type DeliveryMethod, type DeliveryState, type StepEvent, type StepProblem, wallOf } from './rules'
import { Radio, Section } from './step-parts'

const PointPicker = lazyComponent(() => import('../point-picker/point-picker').then((module) => module.PointPicker))

/** The delivery's cost depends on the payment: its price is a "from". */
const costVaries = (method: DeliveryMethod) => method.payments.some((payment) => payment.cost !== method.cost)

function pointAddress(point: PickupPoint): string {
  const { street, building_number, flat_number, post_code, city } = point.address
  const number = [building_number, flat_number].filter(Boolean).join('/')
  return `${[street, number].filter(Boolean).join(' ')}, ${[post_code, city].filter(Boolean).join(' ')}`
}

interface ChoicesProps {
  state: DeliveryState
  dispatch(event: StepEvent): void
  methods: DeliveryMethod[]
  method: DeliveryMethod | null
  option: DeliveryCost | null
  /** A section's problem text, when it shows (SPEC 5). */
  message(problem: StepProblem): string | false
  /** A cost as the step shows it: free when the basket's delivery is (SPEC 4). */
  cost(value: number): string
}

/**
 * SPEC 4 Checkout: the delivery method, then its payments, then the bank of a pay-by-link payment,
 * and the pickup point of a point delivery with the map to choose it on (SPEC 9; its code loads
 * when opened).
 */
export function Choices({ state, dispatch, methods, method, option, message, cost }: ChoicesProps) {
  const t = useT()
  const wall = wallOf(option, state.parts.payment_methods)
  const { point } = state.choice
  // The map's first view (SPEC 9 default zoom per country): from the country's iso when the basket gives one.
  const country = state.countries.items.find((item) => item.id === state.countries.selected)
  const countryIso = typeof country?.iso === 'string' && country.iso ? country.iso.toLowerCase() : 'pl'
  // The point is chosen as soon as a pickup delivery is, before its payment: SPEC 4 lists the point
  // after the payment, but the payment changes neither the points (a payment keeps the point,
  // rules.ts choosePayment) nor the place, and a shopper who picked "Paczkomat" looks for the machine.
  const pointMethod = method && (option ? option.is_map : method.isMap) ? method : null
  // SPEC 7 points/all asks for a payment too: the chosen one, else the delivery's first.
  const pointPayment = (option ?? method?.payments[0])?.payment_id ?? 0
  return (
    <>
      <Section title={t('checkoutDeliveryMethod')} problem={message('delivery')}>
        {methods.length === 0 && <p>{t('checkoutNoDeliveries')}</p>}
        <div className="sw-dl__options">
          {methods.map((candidate) => (
            <Radio
              key={candidate.id}
              name="sw-dl-delivery"
              checked={candidate.id === state.choice.deliveryId}
              onChoose={() => dispatch({ type: 'chooseDelivery', id: candidate.id })}
            >
              <span className="sw-dl__name">{candidate.name}</span>
              <span className="sw-dl__cost">
                {costVaries(candidate) ? t('checkoutCostFrom', { price: cost(candidate.cost) }) : cost(candidate.cost)}
              </span>
              {candidate.info && <span className="sw-dl__info">{candidate.info}</span>}
              {candidate.time && <span className="sw-dl__info">{candidate.time}</span>}
            </Radio>
          ))}
        </div>
      </Section>

      {pointMethod && (
        <Section title={t('checkoutPickupPoint')} problem={message('point')}>
          {point ? (
            <div className="sw-dl__point">
              <strong>{point.name}</strong>
              <span>{pointAddress(point)}</span>
              {point.operating_hours && <span>{point.operating_hours}</span>}
            </div>
          ) : (
            <p>{t('checkoutNoPointYet')}</p>
          )}
          <button type="button" className="sw-button sw-button--secondary" onClick={() => dispatch({ type: 'openPicker', open: true })}>
            {point ? t('checkoutChangePoint') : t('checkoutChoosePoint')}
          </button>
          {state.pickerOpen && (
            <PointPicker
              deliveryId={pointMethod.id}
              paymentId={pointPayment}
              countryIso={countryIso}
              selectedId={point?.i ?? null}
              onChoose={(chosen) => dispatch({ type: 'choosePoint', point: chosen })}
              onClose={() => dispatch({ type: 'openPicker', open: false })}
            />
          )}
        </Section>
      )}

      {method && (
        <Section title={t('checkoutPaymentMethod')} problem={message('payment')}>
          <div className="sw-dl__options">
            {method.payments.map((payment) => (
              <Radio
                key={payment.delivery_cost_id}
                name="sw-dl-payment"
                checked={payment.delivery_cost_id === state.choice.costId}
                onChoose={() => dispatch({ type: 'choosePayment', costId: payment.delivery_cost_id })}
              >
                <span className="sw-dl__name">{payment.payment_name}</span>
                {/* A payment's price is the delivery's with it (SPEC 3 Delivery cost option): said
                    so, it never reads as a fee for the payment. */}
                <span className="sw-dl__cost">{t('checkoutCostWithPayment', { price: cost(payment.cost) })}</span>
                {payment.payment_alternative_description && <span className="sw-dl__info">{payment.payment_alternative_description}</span>}
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
                onChoose={() => dispatch({ type: 'chooseBank', bankId: bank.id })}
              >
                <span className="sw-dl__name">{bank.name || bank.id}</span>
              </Radio>
            ))}
          </div>
        </Section>
      )}
    </>
  )
}
