import { useT } from '../../../shared/i18n/t'
import type { SavedAddress } from '../../../shared/schemas/checkout'
import { type AddressKind, type DeliveryState, formsInPlay, type StepEvent, type StepProblem } from './rules'
import { Radio, Section } from './step-parts'

interface StepProps {
  state: DeliveryState
  dispatch(event: StepEvent): void
}

/**
 * SPEC 4 Checkout: the delivery address, the invoice data when wanted, and the consents (the
 * server's forms). Part of the forms engine (form-engine.ts): drawn once it has come, so its code
 * is no part of the step's first visit (test/budgets.ts firstVisitBudgets).
 */
export function FormsSections({ state, dispatch, message }: StepProps & { message(problem: StepProblem): string | false }) {
  const t = useT()
  const { forms, engine } = state
  const ServerForm = engine?.ServerForm
  const proceed = () => dispatch({ type: 'continue' })
  return (
    <>
      <AddressSection
        kind="delivery"
        title={t('checkoutDeliveryAddress')}
        problem={message('deliveryAddress')}
        state={state}
        dispatch={dispatch}
      />

      <div className="sw-dl__section">
        <label className="sw-dl__check">
          <input
            type="checkbox"
            checked={state.wantInvoice}
            onChange={(event) => dispatch({ type: 'setWantInvoice', want: event.currentTarget.checked })}
          />
          {t('checkoutWantInvoice')}
        </label>
      </div>
      {state.wantInvoice && (
        <AddressSection
          kind="invoice"
          title={t('checkoutInvoiceData')}
          problem={message('invoiceAddress')}
          state={state}
          dispatch={dispatch}
        />
      )}

      {ServerForm && forms.consents && (
        <Section title={t('checkoutConsents')}>
          <ServerForm store={forms.consents} onSubmit={proceed} summary={false} />
        </Section>
      )}
      {ServerForm &&
        forms.consentsWithRegistration &&
        formsInPlay(state, engine.accountCreateChosen(), forms).includes('consentsWithRegistration') && (
          <Section title={t('checkoutAccountConsents')}>
            <ServerForm store={forms.consentsWithRegistration} onSubmit={proceed} summary={false} />
          </Section>
        )}
    </>
  )
}

/**
 * The delivery address or the invoice data (SPEC 4 Checkout): a customer's saved addresses to pick
 * from, with a new one added through its form; else the form itself.
 */
export function AddressSection({
  kind,
  title,
  problem,
  state,
  dispatch,
}: StepProps & {
  kind: AddressKind
  title: string
  problem: string | false
}) {
  const ServerForm = state.engine?.ServerForm
  const list = state.parts.addresses[kind]
  const form = state.forms[kind]
  return (
    <Section title={title} problem={problem}>
      {list.length > 0 ? (
        <SavedAddresses kind={kind} state={state} dispatch={dispatch} list={list} />
      ) : (
        ServerForm && form && <ServerForm store={form} onSubmit={() => dispatch({ type: 'continue' })} summary={false} />
      )}
    </Section>
  )
}

const addressLine = (address: SavedAddress) =>
  [
    `${address.forename} ${address.surname}`.trim(),
    address.invoice_company_name,
    address.address,
    `${address.postcode} ${address.city}`.trim(),
  ]
    .filter(Boolean)
    .join(', ')

function SavedAddresses({ kind, state, dispatch, list }: StepProps & { kind: AddressKind; list: readonly SavedAddress[] }) {
  const t = useT()
  const form = state.forms[kind]
  const engine = state.engine
  const save = () => dispatch({ type: 'saveAddress', kind })
  if (state.adding[kind] && form && engine) {
    return (
      <div className="sw-dl__adding">
        <engine.ServerForm store={form} onSubmit={save} />
        <div className="sw-actions">
          <button type="button" className="sw-button" onClick={save}>
            {t('checkoutSaveAddress')}
          </button>
          <button
            type="button"
            className="sw-button sw-button--secondary"
            onClick={() => dispatch({ type: 'setAdding', kind, adding: false })}
          >
            {t('cancel')}
          </button>
        </div>
      </div>
    )
  }
  return (
    <>
      <div className="sw-dl__options">
        {list.map((address, index) => (
          <Radio
            key={address.id || index}
            name={`sw-dl-${kind}-address`}
            checked={state.index[kind] === index}
            onChoose={() => dispatch({ type: 'chooseAddress', kind, index })}
          >
            <span>{addressLine(address)}</span>
          </Radio>
        ))}
      </div>
      {form && (
        <button
          type="button"
          className="sw-button sw-button--secondary"
          onClick={() => dispatch({ type: 'setAdding', kind, adding: true })}
        >
          {t('checkoutAddAddress')}
        </button>
      )}
    </>
  )
}
