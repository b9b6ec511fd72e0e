import type { FormEvent } from 'react'
import { useBusy } from '../../shared/hooks/use-busy'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { orderVoucher } from '../../shared/stores/voucher-order'
import type { VouchersProps } from './props'

type ConfirmProps = Pick<VouchersProps, 'values' | 'discount' | 'orderDisabled'>

/**
 * SPEC 2 vouchers/confirm: forename, surname, email, phone, the chosen discount's name and image,
 * and the order button (disabled by the voucher state flag, and while ordering). Ordering is the
 * voucher order call (SPEC 7 POST /vouchers/order); a failure shows its notice and keeps the page.
 */
export function VoucherConfirm({ values, discount, orderDisabled }: ConfirmProps) {
  const t = useT()
  const [busy, run] = useBusy()
  const order = (event: FormEvent) => {
    event.preventDefault()
    if (busy || orderDisabled) return
    void run(() => orderVoucher(values))
  }
  const row = (label: string, value: string | undefined) => (
    <div>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  )
  return (
    <div className="sw-vc">
      <dl className="sw-vc__details">
        {row(t('voucherForename'), values.forename)}
        {row(t('voucherSurname'), values.surname)}
        {row(t('voucherEmail'), values.email)}
        {row(t('voucherPhone'), values.phone)}
      </dl>
      <figure className="sw-vc__discount">
        {discount.image && <img src={discount.image} alt="" width="240" height="160" />}
        <figcaption>
          <span>{t('voucherChosen')}</span> <strong>{discount.name}</strong>
        </figcaption>
      </figure>
      <p className="sw-vc__status" role="status">
        {orderDisabled ? t('voucherOrderClosed') : ''}
      </p>
      <form className="sw-vc__actions" onSubmit={order}>
        <button type="submit" className="sw-button" disabled={orderDisabled} aria-disabled={busy || undefined}>
          {busy ? t('voucherOrdering') : t('voucherOrder')}
        </button>{' '}
        <a href={`${readConfig().paths.home.replace(/\/$/, '')}/vouchers`}>{t('voucherChange')}</a>
      </form>
    </div>
  )
}
