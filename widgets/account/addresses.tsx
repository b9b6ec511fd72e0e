import { useState } from 'react'
import { getAddresses } from '../../shared/api/account'
import { deleteAddress, setDefaultAddress } from '../../shared/api/account-forms'
import { useBusy } from '../../shared/hooks/use-busy'
import { useT } from '../../shared/i18n/t'
import { type AccountAddress, addressesAnswerSchema } from '../../shared/schemas/account'
import { notifyResult } from '../../shared/stores/notifications'
import { notifyFailure } from '../../shared/stores/notify-failure'
import { ConfirmModal } from '../../shared/ui/confirm-modal'
import { lazyComponent } from '../../shared/ui/lazy'
import { LoadState } from '../../shared/ui/load-state'
import { addressPlace } from './address-place'
import type { InitialAnswers } from './initial-answers'
import { sectionLook, useSection } from './use-section'

const AddressForm = lazyComponent(() => import('./form-screens').then((module) => module.AddressForm))

type AddressType = 'delivery' | 'invoice'

/** SPEC 3 Account state address, 7: both lists, add (while canAddMore<type>), edit, set default, delete (confirmed). */
export function Addresses({ answers }: { answers: InitialAnswers }) {
  const t = useT()
  const section = useSection('address', addressesAnswerSchema, getAddresses, answers)
  const [editing, setEditing] = useState<{ type: AddressType; id: number } | null>(null)
  const [deleting, setDeleting] = useState<AccountAddress | null>(null)
  const [busy, run] = useBusy()

  const act = (task: () => Promise<{ message: string }>) =>
    run(async () => {
      try {
        const answer = await task()
        if (answer.message) notifyResult(answer.message, true)
        section.reload()
      } catch (error) {
        notifyFailure(error)
      }
    })

  const confirmDelete = () => {
    const address = deleting
    setDeleting(null)
    if (address) void act(() => deleteAddress(address.id))
  }

  const list = (type: AddressType, items: AccountAddress[], canAdd: boolean) => {
    const placeOf = (address: AccountAddress) =>
      addressPlace(
        address.lines,
        items.map((item) => item.lines),
      )
    return (
      <section className="sw-acc-addresses" aria-labelledby={`sw-acc-${type}`}>
        <h2 id={`sw-acc-${type}`}>{t(type === 'delivery' ? 'accountAddressDelivery' : 'accountAddressInvoice')}</h2>
        {items.length === 0 ? (
          <p className="sw-acc__empty">{t('accountAddressEmpty')}</p>
        ) : (
          <ul>
            {items.map((address) => (
              <li key={address.id} className="sw-acc-address">
                <address>
                  {address.lines.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in order
                    <span key={index}>{line}</span>
                  ))}
                </address>
                {address.isDefault && <strong className="sw-acc-address__default">{t('accountAddressDefault')}</strong>}
                <div className="sw-actions">
                  <button
                    type="button"
                    className="sw-button sw-button--secondary"
                    aria-label={`${t('accountAddressEdit')}: ${placeOf(address)}`}
                    onClick={() => setEditing({ type, id: address.id })}
                  >
                    {t('accountAddressEdit')}
                  </button>
                  {!address.isDefault && (
                    <button
                      type="button"
                      className="sw-button sw-button--secondary"
                      aria-label={`${t('accountAddressSetDefault')}: ${placeOf(address)}`}
                      aria-disabled={busy || undefined}
                      onClick={() => !busy && void act(() => setDefaultAddress(address.id))}
                    >
                      {t('accountAddressSetDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="sw-button sw-button--secondary"
                    aria-label={`${t('accountAddressDelete')}: ${placeOf(address)}`}
                    aria-disabled={busy || undefined}
                    onClick={() => !busy && setDeleting(address)}
                  >
                    {t('accountAddressDelete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {canAdd ? (
          <button type="button" className="sw-button" onClick={() => setEditing({ type, id: 0 })}>
            {t(type === 'delivery' ? 'accountAddressAddDelivery' : 'accountAddressAddInvoice')}
          </button>
        ) : (
          <p className="sw-acc__note">{t('accountAddressLimit')}</p>
        )}
      </section>
    )
  }

  return (
    <>
      {editing ? (
        <AddressForm
          type={editing.type}
          id={editing.id}
          close={(saved) => {
            setEditing(null)
            if (saved) section.reload()
          }}
        />
      ) : (
        <LoadState load={section} {...sectionLook(t)}>
          {(data) => (
            <>
              {list('delivery', data.address.delivery, data.address.canAddMoreDelivery)}
              {list('invoice', data.address.invoice, data.address.canAddMoreInvoice)}
            </>
          )}
        </LoadState>
      )}
      <ConfirmModal
        open={deleting !== null}
        title={t('accountAddressDeleteTitle')}
        body={t('accountAddressDeleteBody', { address: deleting?.lines.join(', ') ?? '' })}
        confirmLabel={t('accountAddressDelete')}
        cancelLabel={t('accountCancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
