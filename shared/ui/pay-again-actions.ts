import { postOrderRefresh } from '../api/order'
import { readPaymentGateways } from '../page-data/payment-gateways'
import { readConfig } from '../page-data/shop-data'
import { follow } from '../stores/follow'
import { notifyFailure } from '../stores/notify-failure'

export { createBlikPayment } from '../stores/blik-payment'

/**
 * SPEC 2 /order/{transactionKey}, 4, 7: a card order gets a new transaction key (POST
 * /{lang}/order/refresh/{orderId}) and goes to the gateway again, or to its order page.
 */
export async function payByCard(orderId: string): Promise<void> {
  try {
    const home = readConfig().paths.home
    const answer = await postOrderRefresh(home, orderId)
    // The gateway only at an origin the config lists (ARCHITECTURE "The boundary").
    const orderPage = `${home.replace(/\/$/, '')}/order/${encodeURIComponent(answer.transaction_key)}`
    follow(answer.redirect_url || orderPage, 'redirect_url', readPaymentGateways())
  } catch (error) {
    notifyFailure(error)
  }
}
