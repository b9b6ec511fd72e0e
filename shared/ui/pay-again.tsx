import { useMemo, useState } from 'react'
import { lazyModule } from '../browser/lazy-module'
import { useBusy } from '../hooks/use-busy'
import { useT } from '../i18n/t'
import { notifyFailure } from '../stores/notify-failure'
import { lazyComponent } from './lazy'

const BlikModal = lazyComponent(() => import('./blik-modal').then((module) => module.BlikModal))

type Actions = typeof import('./pay-again-actions')
/** What paying again does (the order calls, the BLIK payment) loads on the first press. */
const loadActions = lazyModule(() => import('./pay-again-actions'))

/**
 * "Pay again" for an unpaid order (SPEC 2 /order/{transactionKey}, 4, 7), on the order page and
 * in the account's order list: a card order gets a new transaction key and goes to the gateway
 * again, or to its order page; a BLIK order asks for a code in the BLIK modal and calls `paid` after.
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
  const [loaded, setLoaded] = useState<Actions | null>(null)
  const [blikOpen, setBlikOpen] = useState(false)
  const blik = useMemo(() => loaded?.createBlikPayment(blikAction, paid), [loaded, blikAction, paid])

  const pay = () =>
    run(async () => {
      try {
        const module = await loadActions()
        if (kind === 'card') return await module.payByCard(orderId)
        setLoaded(module)
        setBlikOpen(true)
      } catch (error) {
        notifyFailure(error)
      }
    })

  return (
    <>
      <button type="button" className="sw-button" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : void pay())}>
        {kind === 'card' ? t('orderPayAgain') : t('orderPayBlik')}
      </button>
      {blikOpen && blik && <BlikModal payment={blik} onCancel={() => blik.$blik.get().state !== 'loading' && setBlikOpen(false)} />}
    </>
  )
}
