import { useCallback } from 'react'
import { currentPath, navigation } from '../../shared/browser/navigate'
import { PayAgainButton } from '../../shared/ui/pay-again'
import type { OrderPaymentProps } from './props'
import './order-payment.css'

/**
 * The order page's "pay again" (SPEC 2 /order/{transactionKey}, 4, 7). Paid by BLIK, the page
 * loads again from the server, which now says the order is paid.
 */
export function OrderPayment({ orderId, kind, blikAction }: OrderPaymentProps) {
  const paid = useCallback(() => navigation.go(currentPath()), [])
  return (
    <div className="sw-op">
      <PayAgainButton orderId={orderId} kind={kind} blikAction={blikAction} paid={paid} />
    </div>
  )
}
