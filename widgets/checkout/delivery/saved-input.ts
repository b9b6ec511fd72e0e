import { pickupPointSchema } from '../../../shared/schemas/checkout'
import { numeric } from '../../../shared/schemas/common'
import * as v from '../../../shared/schemas/kit'
import type { Choice } from './rules'

// What the shopper chose and typed on the delivery step, kept per tab in sessionStorage so a
// reload, the Back button or a failed call loses nothing (never a password: see `typedValues`).

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
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const parsed = v.safeParse(savedSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

interface Chosen {
  choice: Choice
  wantInvoice: boolean
  index: SavedInput['index']
}

function writeSavedInput(input: Chosen & { values: SavedInput['values'] }): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input))
  } catch {
    // Storage full or blocked: the step works on, it only forgets on reload.
  }
}

/** What the shopper types per form, kept with what `chosen` reads each time `persist` is called. */
export function keepInput(saved: SavedInput | null, chosen: () => Chosen) {
  const typed: SavedInput['values'] = { ...saved?.values }
  function persist(): void {
    const { choice, wantInvoice, index } = chosen()
    writeSavedInput({ choice, wantInvoice, index, values: typed })
  }
  return { typed, persist }
}
