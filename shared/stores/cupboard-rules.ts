import type { CupboardItem, CupboardSummary } from '../api/cupboard'

/** SPEC 4/9: "add to basket" only for an available variant with stock (stock − blocked_stock). */
export const isAvailable = (item: CupboardItem) => item.variant.availability && item.variant.stock - item.variant.blocked_stock > 0

/** SPEC 2: tabs only when more than one cupboard exists. */
export const showTabs = (summary: CupboardSummary) => summary.list.length > 1

/** SPEC 2: /cupboard/{id} with id 0 (or none) is the default cupboard. */
export function activeCupboardId(routeId: number, summary: CupboardSummary): number | null {
  if (routeId > 0) return routeId
  return summary.list.find((cupboard) => cupboard.isDefault)?.cupboardId ?? summary.list[0]?.cupboardId ?? null
}

export function toggle(selection: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selection)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** After the list changed, only ticks of items still there stay (nothing else is lost). */
export const keepPresent = (selection: ReadonlySet<number>, items: readonly CupboardItem[]) =>
  new Set(items.filter((item) => selection.has(item.id)).map((item) => item.id))

/** SPEC 3/5-like name rules, checked before the server sees them: required, trimmed, 40 at most. */
export function nameProblem(name: string, summary: CupboardSummary): 'empty' | 'long' | 'duplicate' | null {
  const trimmed = name.trim()
  if (!trimmed) return 'empty'
  if (trimmed.length > 40) return 'long'
  if (summary.list.some((cupboard) => cupboard.cupboardName.toLowerCase() === trimmed.toLowerCase())) return 'duplicate'
  return null
}
