import type { Step } from '../../shared/routing/checkout-paths'

/** An amount to two decimals. */
export const cents = (n: number) => Math.round(n * 100) / 100

/** SPEC 4: total with shipment = max(0, final + delivery cost unless free delivery − exchange credit). */
export function totalWithShipment(final: number, deliveryCost: number, freeDelivery: boolean, exchangeCredit = 0): number {
  return cents(Math.max(0, final + (freeDelivery ? 0 : deliveryCost) - exchangeCredit))
}

/**
 * Where a step sends the shopper before showing anything (null: it shows). SPEC 2 entry guard of
 * the summary: no products → the basket, first of all. SPEC 2 Global navigation / 6: delivery and
 * summary need login or basket-guest mode. The rest of the summary's guard (summary/rules.ts
 * summaryGuard: a delivery and a payment chosen) is checked by the summary's code, which reads the choice.
 */
export function stepRedirect(
  step: Step,
  productCount: number,
  login: { logged: boolean; basketNotLogged: boolean },
): 'login' | 'basket' | null {
  if (step === 'summary' && productCount === 0) return 'basket'
  if (step !== 'basket' && !login.logged && !login.basketNotLogged) return 'login'
  return null
}

/**
 * SPEC 2: the bottom bar is fixed when the page is taller than the viewport and the button
 * container is more than 40 px below the viewport bottom; on the summary step only when the
 * container is narrower than 721 px.
 */
export function isBarFixed(input: {
  pageHeight: number
  viewportHeight: number
  containerTop: number
  containerWidth: number
  summaryStep?: boolean
}): boolean {
  if (input.pageHeight <= input.viewportHeight) return false
  if (input.summaryStep && input.containerWidth >= 721) return false
  return input.containerTop - input.viewportHeight > 40
}
