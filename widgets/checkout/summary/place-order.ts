import { postOrder } from '../../../shared/api/order'
import { carryNotice } from '../../../shared/browser/carried-notices'
import { currentHref } from '../../../shared/browser/navigate'
import { failureText } from '../../../shared/i18n/failure-text'
import { t } from '../../../shared/i18n/t'
import { readPaymentGateways } from '../../../shared/page-data/payment-gateways'
import { readConfig } from '../../../shared/page-data/shop-data'
import { emptyBasket } from '../../../shared/schemas/basket'
import type { CheckedChoice, OrderPayload } from '../../../shared/schemas/checkout'
import { $basket, setBasket } from '../../../shared/stores/basket'
import { createBlikPayment } from '../../../shared/stores/blik-payment'
import { follow } from '../../../shared/stores/follow'
import { notify, notifyResult } from '../../../shared/stores/notifications'
import { rememberPlacedOrder } from '../order-placed'
import { attemptKey, endAttempt } from './order-attempt'
import { orderOutcome } from './rules'
import type { SummaryState } from './store'

/** SPEC 8: the notice of a failed order, carried to the basket page the shopper is sent to. */
const REFUSED_NOTICE_S = 10

/** What the summary step gives the order placement, loaded on the confirm press (the summary's byte budget, test/budgets.ts). */
export interface Placing {
  choice: CheckedChoice
  payload: OrderPayload
  patch: (change: Partial<SummaryState>) => void
  goToOrder: (key: string) => void
}

/**
 * SPEC 8: a failed order shows its notice and goes (a full load) to the basket, or where the
 * answer says when the navigation rule allows it; a refused address leaves the shopper here.
 */
function refuse({ patch }: Placing, message: string, redirect: string): void {
  const notice = { content: message || t('unknownError'), variables: { color: 'danger' }, temporary: REFUSED_NOTICE_S }
  notify(notice)
  // The page leaves after this task, so the notice carried now still goes along.
  if (follow(redirect || readConfig().paths.basket, 'order redirect')) carryNotice(notice)
  else patch({ placing: false })
}

/**
 * SPEC 4 Order placement, once the step shows the press (store.ts): POST /ajax/basket/order, then
 * the card gateway, the BLIK code or the order page. After a placed order the basket is empty here
 * and in every other tab. A call that got no verdict (HTTP error, network error, time-out) may
 * still have placed the order: SPEC 8, the notice and the basket page, whose basket, read from the
 * server, shows whether it went through; the button stays pressed until the page leaves, so it
 * cannot order twice. Every call carries the attempt's Idempotency-Key (order-attempt.ts),
 * kept until a verdict comes, so a press after such a failure or after a reload during the call
 * sends the first call's key, and the server answers it with the order the first call placed.
 */
export async function placeOrder(placing: Placing): Promise<void> {
  const { choice, payload, patch, goToOrder } = placing
  let answer: Awaited<ReturnType<typeof postOrder>>
  try {
    answer = await postOrder(payload, attemptKey(payload))
  } catch (error) {
    // No redirect of the failed answer is followed: only the basket page can tell what happened.
    return refuse(placing, failureText(error), '')
  }
  endAttempt()
  const outcome = orderOutcome(answer, choice)
  if (outcome.kind === 'refused') return refuse(placing, outcome.message, outcome.redirect)
  if (outcome.kind === 'unknown') {
    notifyResult(t('unknownError'), false)
    patch({ placing: false })
    return
  }
  // What was ordered stays on screen (behind the BLIK modal); the basket is empty everywhere.
  patch({
    order: { key: outcome.key, paymentId: choice.paymentId, urlReferer: document.referrer || currentHref(), basket: $basket.get() },
  })
  rememberPlacedOrder()
  setBasket(emptyBasket)
  // SPEC 4: the card gateway, only at an origin the config lists; else the order page pays again.
  if (outcome.kind === 'card') follow(outcome.url, 'redirect_url', readPaymentGateways()) || goToOrder(outcome.key)
  else if (outcome.kind === 'blik') patch({ blik: createBlikPayment(outcome.action, () => goToOrder(outcome.key)) })
  else goToOrder(outcome.key)
}
