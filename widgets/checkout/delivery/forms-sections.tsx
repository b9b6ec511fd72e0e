import { useStore } from '../../../shared/hooks/use-store'
import { useT } from '../../../shared/i18n/t'
import { AddressSection } from './address-section'
import type { StepProblem } from './rules'
import { Section } from './step-parts'
import type { DeliveryState } from './step-state'
import type { DeliveryStepStore } from './store'

interface FormsSectionsProps {
  store: DeliveryStepStore
  state: DeliveryState
  message(problem: StepProblem): string | false
}

/** SPEC 4 Checkout: the delivery address, the invoice data when wanted, and the consents (the server's forms). */
export function FormsSections({ store, state, message }: FormsSectionsProps) {
  const t = useT()
  const forms = useStore(store.$forms)
  const ServerForm = useStore(store.$engine)?.ServerForm
  const proceed = () => void store.proceed()
  return (
    <>
      <AddressSection kind="delivery" title={t('checkoutDeliveryAddress')} problem={message('deliveryAddress')} store={store} />

      <div className="sw-dl__section">
        <label className="sw-dl__check">
          <input type="checkbox" checked={state.wantInvoice} onChange={(event) => store.setWantInvoice(event.currentTarget.checked)} />
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
          <ServerForm store={forms.consents} onSubmit={proceed} summary={false} />
        </Section>
      )}
      {ServerForm && store.formsInPlay(state).includes('consentsWithRegistration') && forms.consentsWithRegistration && (
        <Section title={t('checkoutAccountConsents')}>
          <ServerForm store={forms.consentsWithRegistration} onSubmit={proceed} summary={false} />
        </Section>
      )}
    </>
  )
}
