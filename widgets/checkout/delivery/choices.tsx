import { useT } from '../../../shared/i18n/t'
import type { DeliveryCost } from '../../../shared/schemas/checkout'
import { type DeliveryMethod, type StepProblem, wallOf } from './rules'
import { Radio, Section } from './step-parts'
import type { DeliveryState } from './step-state'
import type { DeliveryStepStore } from './store'

interface ChoicesProps {
  store: DeliveryStepStore
  state: DeliveryState
  methods: DeliveryMethod[]
  method: DeliveryMethod | null
  option: DeliveryCost | null
  /** A section's problem text, when it shows (SPEC 5). */
  message(problem: StepProblem): string | false
  /** A cost as the step shows it: free when the basket's delivery is (SPEC 4). */
  cost(value: number): string
}

/** SPEC 4 Checkout: the delivery method, then its payments, then the bank of a pay-by-link payment. */
export function Choices({ store, state, methods, method, option, message, cost }: ChoicesProps) {
  const t = useT()
  const wall = wallOf(option, state.parts.payment_methods)
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
            {method.payments.map((payment) => (
              <Radio
                key={payment.delivery_cost_id}
                name="sw-dl-payment"
                checked={payment.delivery_cost_id === state.choice.costId}
                onChoose={() => store.choosePayment(payment.delivery_cost_id)}
              >
                <span className="sw-dl__name">{payment.payment_name}</span>
                <span className="sw-dl__cost">{cost(payment.cost)}</span>
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
              <Radio key={bank.id} name="sw-dl-bank" checked={bank.id === state.choice.bankId} onChoose={() => store.chooseBank(bank.id)}>
                <span className="sw-dl__name">{bank.name || bank.id}</span>
              </Radio>
            ))}
          </div>
        </Section>
      )}
    </>
  )
}
