import { atom } from 'nanostores'
import { tabValue } from '../browser/tab-storage'
import { numeric } from '../schemas/common'
import * as v from '../schemas/kit'

// The return being created (SPEC 3 Returns, 4 Returns): shared by the account island (entering
// the order list clears it, SPEC 2 Account) and the returns island (creator, client, preview).
// Kept for the tab across page loads (the steps are pages of their own), parsed when read back.

const KEY = 'shop-widgets:return-draft'

const draftSchema = v.looseObject({
  /** The order the return is made from. */
  orderId: numeric,
  /** Its unlogged hash (a guest's preview path carries it, SPEC 2 Guests). */
  hash: v.optional(v.string(), ''),
  /** The chosen after-sale type (SPEC 7 setAfterSaleType type_id), or 0. */
  typeId: v.optional(numeric, 0),
  /** The items the server took (SPEC 7 returns set): the return is being created once there are any. */
  items: v.optional(v.array(v.looseObject({ order_item_id: numeric, order_id: numeric, quantity: numeric })), []),
  /** Per-item errors by order_item_id (SPEC 8). */
  errors: v.optional(v.record(v.string(), v.string()), {}),
  /** The confirmed return's PDF and code (SPEC 4 Forms: kept). */
  result: v.optional(v.nullish(v.looseObject({ pdf: v.string(), code: v.string() }), null), null),
})

/** A return being created from one order. */
export type ReturnDraft = v.InferOutput<typeof draftSchema>

export const $returnDraft = atom<ReturnDraft | null>(null)

/** The draft an earlier page of this tab kept, read back once when the return screens start. */
export function restoreReturnDraft(): ReturnDraft | null {
  if ($returnDraft.get() === null) {
    const kept = v.safeParse(draftSchema, tabValue(KEY))
    if (kept.success) $returnDraft.set(kept.output)
  }
  return $returnDraft.get()
}

/** Replaces the draft (and keeps it for the tab). */
export function setReturnDraft(draft: ReturnDraft | null): void {
  $returnDraft.set(draft)
  tabValue(KEY, draft)
}

/** Changes part of the draft; nothing without one. */
export function patchReturnDraft(change: Partial<ReturnDraft>): void {
  const draft = $returnDraft.get()
  if (draft) setReturnDraft({ ...draft, ...change })
}

/** SPEC 2 Account orders: entering the order list clears any return being created. */
export function clearReturnDraft(): void {
  setReturnDraft(null)
}

/**
 * SPEC 8: the draft's per-item errors from an answer, matched by order_item_id: the answer's
 * errors map (keyed by the id as text) and each creator item's own error; the map wins. Items
 * without an error are left out.
 */
export function itemErrors(
  errors: Readonly<Record<string, string>>,
  items: readonly { order_item_id: number; error?: string | null }[],
): Record<string, string> {
  const found: Record<string, string> = {}
  for (const item of items) if (item.error) found[String(item.order_item_id)] = item.error
  for (const [id, message] of Object.entries(errors)) if (message && /^\d+$/.test(id)) found[String(Number(id))] = message
  return found
}
