import { lazyModule } from '../../shared/browser/lazy-module'
import { notifyFailure } from '../../shared/stores/notify-failure'

// The basket's actions as the checkout's basket step calls them: the same functions as
// shared/stores/basket-actions.ts, whose code loads later, so /basket keeps its byte budget
// (test/budgets.ts) before the shopper does anything. The basket's actions, with the calls, rules,
// redirects and analytics behind them, are not in the checkout's first load, idle loads included:
// they load on the shopper's first sign of life on the page (preloadBasketActions), which comes
// well before a press on "+" or a code, or on the first press that needs them, whichever comes
// first; a load that failed is tried again by the next press.

type Actions = typeof import('../../shared/stores/basket-actions')

const loadActions = lazyModule(() => import('../../shared/stores/basket-actions'))

/**
 * What tells that a shopper is at the page before a press: the mouse moves, a finger lands, a key
 * or the focus moves, the page scrolls. Each comes tens to hundreds of milliseconds before the
 * click it leads to; a tap that comes first still works (`later` loads the actions then).
 */
const intents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll']

/** Loads the actions on the shopper's first sign of life on the page (intents), not before. */
export function preloadBasketActions(): () => void {
  const options = { capture: true, passive: true }
  const stop = () => {
    for (const type of intents) window.removeEventListener(type, load, options)
  }
  const load = () => {
    stop()
    void loadActions().catch(() => {})
  }
  for (const type of intents) window.addEventListener(type, load, options)
  return stop
}

/** One action, run at once when its module is there, else when it comes; a module that cannot load is a failed call (SPEC 8). */
const later =
  <A extends unknown[], R>(pick: (module: Actions) => (...args: A) => Promise<R>, failed: R) =>
  (...args: A): Promise<R> =>
    // Once here, a press runs its action in the same task: the answer paints in the next frame.
    loadActions.value
      ? pick(loadActions.value)(...args)
      : loadActions().then(
          (module) => pick(module)(...args),
          (error: unknown) => {
            notifyFailure(error)
            return failed
          },
        )

export const changeQuantity = later((module) => module.changeQuantity, undefined)
export const removeFromBasket = later((module) => module.removeFromBasket, false)
export const applyDiscountCode = later((module) => module.applyDiscountCode, false)
export const clearDiscountCode = later((module) => module.clearDiscountCode, false)
export const applyVoucher = later((module) => module.applyVoucher, false)
export const clearVoucher = later((module) => module.clearVoucher, false)

/** SPEC 5: the loyalty points, clamped to 0..max by the action; `shown` gets the points it sends. */
export const applyLoyaltyPoints = later(
  (module) => (typed: string, max: number, shown: (points: number) => void) => {
    const { points, sent } = module.applyLoyaltyPoints(typed, max)
    shown(points)
    return sent
  },
  false,
)
