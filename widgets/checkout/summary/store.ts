import { atom } from 'nanostores'
import { postPayments } from '../../../shared/api/checkout'
import { postOrder } from '../../../shared/api/order'
import { carryNotice } from '../../../shared/browser/carried-notices'
import { currentHref, navigation } from '../../../shared/browser/navigate'
import { failureText } from '../../../shared/i18n/failure-text'
import { t } from '../../../shared/i18n/t'
import { readPaymentGateways } from '../../../shared/page-data/payment-gateways'
import { readConfig } from '../../../shared/page-data/shop-data'
import { type Basket, emptyBasket } from '../../../shared/schemas/basket'
import type { CheckedChoice, CheckoutForms, Countries, DeliveryCost } from '../../../shared/schemas/checkout'
import { $basket, setBasket } from '../../../shared/stores/basket'
import { applyBasketAnswer, handleBasketFailure } from '../../../shared/stores/basket-actions'
import { type BlikPayment, createBlikPayment } from '../../../shared/stores/blik-payment'
import { follow } from '../../../shared/stores/follow'
import { notify, notifyResult } from '../../../shared/stores/notifications'
import { rememberPlacedOrder } from '../order-placed'
import { checkedOption, orderOutcome, orderPath, orderPayloadOf } from './rules'

/** SPEC 8: the notice of a failed order, carried to the basket page the shopper is sent to. */
const REFUSED_NOTICE_S = 10

export interface SummaryState {
  status: 'loading' | 'ready' | 'failed'
  options: DeliveryCost[]
  countries: Countries
  forms: Partial<CheckoutForms>
  /** True from the confirm press until the shopper leaves (or a failure lets them try again). */
  placing: boolean
  /** SPEC 3 basket checkout state: the placed order, its payment and where the shopper came from. */
  order: { key: string; paymentId: number | null; urlReferer: string; basket: Basket } | null
  /** SPEC 4: the BLIK code modal of the placed order, while open. */
  blik: BlikPayment | null
}

/** The state and actions of checkout step 3 (SPEC 2 /basket/summary, 4 Order placement, 8). */
export function createSummaryStep(choice: CheckedChoice) {
  const $state = atom<SummaryState>({
    status: 'loading',
    options: [],
    countries: { items: [], selected: null },
    forms: {},
    placing: false,
    order: null,
    blik: null,
  })
  const patch = (change: Partial<SummaryState>) => $state.set({ ...$state.get(), ...change })
  const home = () => readConfig().paths.home
  const goToOrder = (key: string) => navigation.go(orderPath(home(), key))

  /** The names, costs and form labels of the checked choice (POST /ajax/basket/payments). */
  async function load(): Promise<void> {
    patch({ status: 'loading' })
    try {
      const answer = await postPayments()
      applyBasketAnswer(answer)
      if (answer.redirect) return
      patch({
        status: 'ready',
        options: answer.deliveries_costs,
        countries: answer.countries ?? { items: [], selected: choice.countryId },
        forms: answer.forms ?? {},
      })
    } catch (error) {
      patch({ status: 'failed' })
      await handleBasketFailure(error)
    }
  }

  /**
   * SPEC 8: a failed order shows its notice and goes (a full load) to the basket, or where the
   * answer says when the navigation rule allows it; a refused address leaves the shopper here.
   */
  function refuse(message: string, redirect: string): void {
    const notice = { content: message || t('unknownError'), variables: { color: 'danger' }, temporary: REFUSED_NOTICE_S }
    notify(notice)
    // The page leaves after this task, so the notice carried now still goes along.
    if (follow(redirect || readConfig().paths.basket, 'order redirect')) carryNotice(notice)
    else patch({ placing: false })
  }

  /**
   * SPEC 4 Order placement: POST /ajax/basket/order once (a second press while it is on its way
   * does nothing), then the card gateway, the BLIK code or the order page. After a placed order
   * the basket is empty here and in every other tab. A call that got no verdict (HTTP error,
   * network error, time-out) may still have placed the order: SPEC 8, the notice and the basket
   * page, whose basket, read from the server, shows whether it went through; the button stays
   * pressed until the page leaves, so it cannot order twice.
   */
  async function placeOrder(): Promise<void> {
    const state = $state.get()
    if (state.placing || state.order || state.status !== 'ready') return
    const payload = orderPayloadOf(choice, $basket.get().products)
    if (!payload || !checkedOption(choice, state.options)) return
    patch({ placing: true })
    let answer: Awaited<ReturnType<typeof postOrder>>
    try {
      answer = await postOrder(payload)
    } catch (error) {
      // No redirect of the failed answer is followed: only the basket page can tell what happened.
      return refuse(failureText(error), '')
    }
    const outcome = orderOutcome(answer, choice)
    if (outcome.kind === 'refused') return refuse(outcome.message, outcome.redirect)
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

  /**
   * SPEC 4: dismissing the modal hides it or goes to the order page. The order is placed by then
   * and the basket empty: the shopper goes to the order page, where an unpaid BLIK order can be paid.
   */
  function dismissBlik(): void {
    const { order, blik } = $state.get()
    if (blik?.$blik.get().state === 'loading') return
    if (order) goToOrder(order.key)
    else patch({ blik: null })
  }

  return { $state, load, placeOrder, dismissBlik }
}
