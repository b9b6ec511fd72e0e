import { lazyModule } from '../../shared/browser/lazy-module'
import { t } from '../../shared/i18n/t'
import { notifyResult } from '../../shared/stores/notifications'

// The basket's actions as the checkout's basket step calls them: the same functions as
// shared/stores/basket-actions.ts, whose code loads later, so /basket keeps its byte budget
// (test/budgets.ts) before the shopper does anything. The basket's actions, with the calls, rules,
// redirects and analytics behind them, are not in the checkout's first load, idle loads included:
// they load on the shopper's first sign of life on the page (preloadBasketActions, intent.ts),
// which comes well before a press on "+" or a code, or on the first press that needs them, whichever comes
// first; a load that failed is tried again by the next press.

type Actions = typeof import('../../shared/stores/basket-actions')

const loadActions = lazyModule(() => import('../../shared/stores/basket-actions'))

/** Loads the actions ahead of a press: the basket step calls it on the shopper's first sign of life on the page (intent.ts), not before. */
export const preloadBasketActions = (): void => void loadActions().catch(() => {})

/**
 * One action, run at once when its module is there, else when it comes; a module that cannot load
 * is a failed call (SPEC 8) with the generic text: what notifyFailure shows for an error that is not
 * the server's, without the failure texts and api errors on /basket's first screen (build/layout.mjs
 * withoutIslandLayers).
 */
const later =
  <A extends unknown[], R>(pick: (module: Actions) => (...args: A) => Promise<R>, failed: R) =>
  (...args: A): Promise<R> =>
    // Once here, a press runs its action in the same task: the answer paints in the next frame.
    loadActions.value
      ? pick(loadActions.value)(...args)
      : loadActions().then(
          (module) => pick(module)(...args),
          () => {
            notifyResult(t('unknownError'), false)
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
