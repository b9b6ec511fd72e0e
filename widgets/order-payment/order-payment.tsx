import { useMemo, useState } from 'react'
import { postOrderRefresh } from '../../shared/api/order'
import { currentPath, navigation } from '../../shared/browser/navigate'
import { useBusy } from '../../shared/hooks/use-busy'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { createBlikPayment } from '../../shared/stores/blik-payment'
import { notifyFailure } from '../../shared/stores/notify-failure'
import { BlikModal } from '../../shared/ui/blik-modal'
import type { OrderPaymentProps } from './props'
import './order-payment.css'

/**
 * The order page's "pay again" (SPEC 2 /order/{transactionKey}, 4, 7): a card order gets a new
 * transaction key (POST /{lang}/order/refresh/{orderId}) and goes to the gateway again; a BLIK
 * order asks for a code in the BLIK modal, and the page shows the paid order afterwards.
 */
export function OrderPayment({ orderId, kind, blikAction }: OrderPaymentProps) {
  const t = useT()
  const [busy, run] = useBusy()
  const [blikOpen, setBlikOpen] = useState(false)
  // Paid: this page again, from the server (it now says the order is paid).
  const blik = useMemo(() => createBlikPayment(blikAction, () => navigation.go(currentPath())), [blikAction])

  const payByCard = () =>
    run(async () => {
      try {
        const answer = await postOrderRefresh(readConfig().paths.home, orderId)
        navigation.go(answer.redirect_url || `${currentPath().replace(/[^/]+$/, '')}${encodeURIComponent(answer.transaction_key)}`)
      } catch (error) {
        notifyFailure(error)
      }
    })

  return (
    <div className="sw-op">
      <button
        type="button"
        className="sw-button"
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : kind === 'card' ? void payByCard() : setBlikOpen(true))}
      >
        {kind === 'card' ? t('orderPayAgain') : t('orderPayBlik')}
      </button>
      {blikOpen && <BlikModal payment={blik} onCancel={() => blik.$blik.get().state !== 'loading' && setBlikOpen(false)} />}
    </div>
  )
}
