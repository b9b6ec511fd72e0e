import { useStore } from '../../../shared/hooks/use-store'
import { useT } from '../../../shared/i18n/t'
import type { SavedAddress } from '../../../shared/schemas/checkout'
import { Radio, Section } from './step-parts'
import type { DeliveryStepStore } from './store'

type Kind = 'delivery' | 'invoice'

/**
 * The delivery address or the invoice data (SPEC 4 Checkout): a customer's saved addresses to pick
 * from, with a new one added through its form; else the form itself.
 */
export function AddressSection({
  kind,
  title,
  problem,
  store,
}: {
  kind: Kind
  title: string
  problem: string | false
  store: DeliveryStepStore
}) {
  const state = useStore(store.$state)
  const forms = useStore(store.$forms)
  const ServerForm = useStore(store.$engine)?.ServerForm
  const list = state.parts.addresses[kind]
  const form = forms[kind]
  return (
    <Section title={title} problem={problem}>
      {list.length > 0 ? (
        <SavedAddresses kind={kind} store={store} list={list} chosen={state.index[kind]} adding={state.adding[kind]} />
      ) : (
        ServerForm && form && <ServerForm store={form} onSubmit={() => void store.proceed()} summary={false} />
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

function SavedAddresses({
  kind,
  store,
  list,
  chosen,
  adding,
}: {
  kind: Kind
  store: DeliveryStepStore
  list: readonly SavedAddress[]
  chosen: number | null
  adding: boolean
}) {
  const t = useT()
  const forms = useStore(store.$forms)
  const engine = useStore(store.$engine)
  const form = forms[kind]
  if (adding && form && engine) {
    return (
      <div className="sw-dl__adding">
        <engine.ServerForm store={form} onSubmit={() => void store.saveAddress(kind)} />
        <div className="sw-actions">
          <button type="button" className="sw-button" onClick={() => void store.saveAddress(kind)}>
            {t('checkoutSaveAddress')}
          </button>
          <button type="button" className="sw-button sw-button--secondary" onClick={() => store.setAdding(kind, false)}>
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
            checked={chosen === index}
            onChoose={() => store.chooseAddress(kind, index)}
          >
            <span>{addressLine(address)}</span>
          </Radio>
        ))}
      </div>
      {form && (
        <button type="button" className="sw-button sw-button--secondary" onClick={() => store.setAdding(kind, true)}>
          {t('checkoutAddAddress')}
        </button>
      )}
    </>
  )
}
