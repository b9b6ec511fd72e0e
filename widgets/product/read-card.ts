import { describeIssues } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'
import { type ProductCard, productCardSchema } from '../../shared/schemas/product'

let cached: { raw: unknown; card: ProductCard } | undefined

/**
 * SPEC 3: the product card the page embeds in window.shopData.product. A missing or malformed one
 * throws: the island then keeps the server's fallback (the legacy form) and reports why.
 */
export function readProductCard(): ProductCard {
  const raw = (globalThis as { shopData?: { product?: unknown } }).shopData?.product
  if (cached && cached.raw === raw) return cached.card
  const result = v.safeParse(productCardSchema, raw)
  if (!result.success) {
    throw new Error(raw === undefined ? 'window.shopData.product is missing' : describeIssues(result.issues, 'window.shopData.product'))
  }
  cached = { raw, card: result.output }
  return result.output
}
