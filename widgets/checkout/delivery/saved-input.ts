import { tabValue } from '../../../shared/browser/tab-storage'
import { pickupPointSchema } from '../../../shared/schemas/checkout'
import { numeric } from '../../../shared/schemas/common'
import * as v from '../../../shared/schemas/kit'

// What the shopper chose and typed on the delivery step, kept for the tab (tab-storage) so a
// reload, the Back button or a failed call loses nothing (never a password: see effects.ts).

const KEY = 'shop-checkout-delivery'

const values = v.optional(v.record(v.string(), v.string()), {})
const savedSchema = v.looseObject({
  choice: v.looseObject({
    deliveryId: v.nullish(numeric, null),
    costId: v.nullish(numeric, null),
    bankId: v.nullish(numeric, null),
    point: v.nullish(pickupPointSchema, null),
  }),
  wantInvoice: v.optional(v.boolean(), false),
  index: v.looseObject({ delivery: v.nullish(numeric, null), invoice: v.nullish(numeric, null) }),
  values: v.optional(v.record(v.string(), values), {}),
})
export type SavedInput = v.InferOutput<typeof savedSchema>

export function readSavedInput(): SavedInput | null {
  const parsed = v.safeParse(savedSchema, tabValue(KEY))
  return parsed.success ? parsed.output : null
}

type Kept = Pick<SavedInput, 'wantInvoice' | 'values'> & {
  choice: Pick<SavedInput['choice'], 'deliveryId' | 'costId' | 'bankId' | 'point'>
  index: Pick<SavedInput['index'], 'delivery' | 'invoice'>
}

/** Keeps the choice, the invoice box, the addresses picked, and what was typed per form (`typed`). */
export function keepInput({ state, typed }: { state(): Omit<Kept, 'values'>; typed: Kept['values'] }): void {
  const { choice, wantInvoice, index } = state()
  // Storage full or blocked: the step works on, it only forgets on reload.
  tabValue(KEY, { choice, wantInvoice, index, values: typed } satisfies Kept)
}
