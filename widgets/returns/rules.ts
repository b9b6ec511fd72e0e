// Pure rules of the choice of products (SPEC 4 Returns, 5, 8); the screens' guard is guard.ts and
// the per-item errors are the draft's (shared/stores/returns.ts).

/** SPEC 5: a return quantity is clamped from 1 to the ordered (still returnable) quantity. */
export function clampReturnQuantity(value: number, most: number): number {
  const top = Math.max(1, Math.floor(most))
  if (!Number.isFinite(value)) return 1
  return Math.min(top, Math.max(1, Math.round(value)))
}

/** SPEC 5, 8: true when adding an item in `currency` would mix currencies with those already chosen. */
export function mixesCurrencies(chosen: readonly string[], currency: string): boolean {
  return chosen.some((iso) => iso !== currency)
}
