import { useMemo, useState } from 'react'
import { postOrderRefresh } from '../../shared/api/order'
import { navigation } from '../../shared/browser/navigate'
import { useBusy } from '../../shared/hooks/use-busy'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { createBlikPayment } from '../../shared/stores/blik-payment'
import { notifyFailure } from '../../shared/stores/notify-failure'
import { lazyComponent } from '../../shared/ui/lazy'

const BlikModal = lazyComponent(() => import('../../shared/ui/blik-modal').then((module) => module.BlikModal))

/**
 * "Pay again" for an unpaid order of the list: the checkout's own flow (widgets/order-payment).
 * A card order gets a new transaction key (POST /{lang}/order/refresh/{orderId}) and goes to the
 * gateway; a BLIK order asks for a code in the BLIK modal, and the list shows it paid afterwards.
 */
export function PayAgain({
  orderId,
  kind,
  blikAction,
  paid,
}: {
  orderId: number
  kind: 'card' | 'blik'
  blikAction: string
  paid(): void
}) {
  const t = useT()
  const [busy, run] = useBusy()
  const [blikOpen, setBlikOpen] = useState(false)
  const blik = useMemo(() => createBlikPayment(blikAction, paid), [blikAction, paid])

  const payByCard = () =>
    run(async () => {
      try {
        const answer = await postOrderRefresh(readConfig().paths.home, String(orderId))
        navigation.go(
          answer.redirect_url || `${readConfig().paths.home.replace(/\/$/, '')}/order/${encodeURIComponent(answer.transaction_key)}`,
        )
      } catch (error) {
        notifyFailure(error)
      }
    })

  return (
    <>
      <button
        type="button"
        className="sw-button"
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : kind === 'card' ? void payByCard() : setBlikOpen(true))}
      >
        {kind === 'card' ? t('orderPayAgain') : t('orderPayBlik')}
      </button>
      {blikOpen && <BlikModal payment={blik} onCancel={() => blik.$blik.get().state !== 'loading' && setBlikOpen(false)} />}
    </>
  )
}
