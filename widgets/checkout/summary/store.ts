import { atom } from 'nanostores'
import { postPayments } from '../../../shared/api/checkout'
import { ApiError } from '../../../shared/api/errors'
import { navigation } from '../../../shared/browser/navigate'
import { readConfig } from '../../../shared/page-data/shop-data'
import type { Basket } from '../../../shared/schemas/basket'
import type { CheckedChoice, CheckoutForms, Countries, DeliveryCost } from '../../../shared/schemas/checkout'
import { $basket } from '../../../shared/stores/basket'
import { applyBasketAnswer, handleBasketFailure } from '../../../shared/stores/basket-answers'
import type { BlikPayment } from '../../../shared/stores/blik-payment'
import { notifyFailure } from '../../../shared/stores/notify-failure'
import { checkedOption, orderPath, orderPayloadOf } from './rules'

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
   * SPEC 4 Order placement: once (a second press while it is on its way does nothing). The press
   * shows at once; the placement (place-order.ts) loads with it (so the summary keeps its byte budget, test/budgets.ts).
   */
  async function placeOrder(): Promise<void> {
    const state = $state.get()
    if (state.placing || state.order || state.status !== 'ready') return
    const payload = orderPayloadOf(choice, $basket.get().products)
    if (!payload || !checkedOption(choice, state.options)) return
    patch({ placing: true })
    let placement: typeof import('./place-order')
    try {
      placement = await import('./place-order')
    } catch {
      // Nothing was sent: the shopper may press again.
      patch({ placing: false })
      notifyFailure(new ApiError('Network Error', 'network'))
      return
    }
    await placement.placeOrder({ choice, payload, patch, goToOrder })
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
