import { useMemo, useState } from 'react'
import { postOrderRefresh } from '../api/order'
import { useBusy } from '../hooks/use-busy'
import { useT } from '../i18n/t'
import { readPaymentGateways } from '../page-data/payment-gateways'
import { readConfig } from '../page-data/shop-data'
import { createBlikPayment } from '../stores/blik-payment'
import { follow } from '../stores/follow'
import { notifyFailure } from '../stores/notify-failure'
import { lazyComponent } from './lazy'

const BlikModal = lazyComponent(() => import('./blik-modal').then((module) => module.BlikModal))

/**
 * "Pay again" for an unpaid order (SPEC 2 /order/{transactionKey}, 4, 7), on the order page and
 * in the account's order list: a card order gets a new transaction key (POST
 * /{lang}/order/refresh/{orderId}) and goes to the gateway again, or to its order page; a BLIK
 * order asks for a code in the BLIK modal (loaded when first opened) and calls `paid` after.
 */
export function PayAgainButton({
  orderId,
  kind,
  blikAction,
  paid,
}: {
  orderId: string
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
        const home = readConfig().paths.home
        const answer = await postOrderRefresh(home, orderId)
        // The gateway only at an origin the config lists (ARCHITECTURE "The boundary").
        const orderPage = `${home.replace(/\/$/, '')}/order/${encodeURIComponent(answer.transaction_key)}`
        follow(answer.redirect_url || orderPage, 'redirect_url', readPaymentGateways())
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
