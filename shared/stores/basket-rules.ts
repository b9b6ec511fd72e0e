import type { Basket } from '../schemas/basket'

/** SPEC 4/5: decrease at 1 is ignored (remove is the way); never below 1. Null means no change. */
export function nextQuantity(current: number, wanted: number): number | null {
  const target = Math.floor(wanted)
  if (!Number.isFinite(target) || target < 1 || target === current) return null
  return target
}

/** The basket as the shopper expects it right after a quantity change, before the server answers. */
export function withQuantity(basket: Basket, lineId: number, quantity: number): Basket {
  const line = basket.products.find((product) => product.id === lineId)
  if (!line) return basket
  const round = (n: number) => Math.round(n * 100) / 100
  const value = {
    regular: round(line.price.regular * quantity),
    promoted: line.price.promoted === undefined ? undefined : round(line.price.promoted * quantity),
    final: round(line.price.final * quantity),
  }
  return {
    ...basket,
    products: basket.products.map((product) => (product === line ? { ...product, quantity, value } : product)),
    total: {
      ...basket.total,
      regular: round(basket.total.regular + value.regular - line.value.regular),
      final: round(basket.total.final + value.final - line.value.final),
    },
  }
}

/** SPEC 5: non-numeric becomes 0, negative becomes 0, above max_points_value becomes the max. */
export function clampPoints(input: string | number, max: number): number {
  const value = typeof input === 'number' ? input : Number(String(input).replace(',', '.').trim())
  if (!Number.isFinite(value) || value < 0) return 0
  return Math.min(Math.floor(value), Math.max(0, Math.floor(max)))
}
