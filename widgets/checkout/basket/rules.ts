import type { Basket, BasketProduct } from '../../../shared/schemas/basket'
import { cents } from '../rules'

// The basket step's rules (SPEC 2, 4, 9), beside it: the later steps do not load them. SPEC 7's
// event is in step-event.ts, loaded with analytics.

/** SPEC 9: the free-delivery bar uses the minimum, caps at 100 %, amounts to two decimals. */
export function freeDeliveryProgress(
  basket: Pick<Basket, 'free_delivery' | 'free_delivery_min_value' | 'free_delivery_missing_amount'>,
): { percent: number; missing: number } | null {
  const min = basket.free_delivery_min_value
  if (!(min > 0)) return null
  if (basket.free_delivery) return { percent: 100, missing: 0 }
  const missing = cents(Math.max(0, basket.free_delivery_missing_amount))
  const percent = Math.min(100, Math.max(0, ((min - missing) / min) * 100))
  return { percent: cents(percent), missing }
}

const hasProductErrors = (products: readonly BasketProduct[]) => products.some((product) => Boolean(product.error))

/** SPEC 2: the step 1 footer goes to delivery, or stays on the basket when a product has an error. */
export const continueTarget = (products: readonly BasketProduct[]): 'basket' | 'delivery' =>
  hasProductErrors(products) ? 'basket' : 'delivery'

/** SPEC 4 quantity controls: minus off at 1 or lower and while a change is pending; plus off while pending. */
export const quantityControls = (quantity: number, pending: boolean) => ({
  canDecrease: quantity > 1 && !pending,
  canIncrease: !pending,
})

/**
 * Where focus goes after a line is removed: the line that followed it, else the one before it,
 * else null (the basket heading). `before` is the order of the lines when the shopper pressed
 * remove; `after` the lines the basket has now.
 */
export function focusAfterRemoval(before: readonly number[], removed: number, after: readonly number[]): number | null {
  const index = before.indexOf(removed)
  const left = new Set(after)
  const next = before.slice(index + 1).find((id) => left.has(id))
  if (next !== undefined) return next
  return before.slice(0, Math.max(0, index)).findLast((id) => left.has(id)) ?? null
}
