import { atom } from 'nanostores'

// The return being created (SPEC 3 Returns, 4 Returns): shared by the account island (entering
// the order list clears it, SPEC 2 Account) and the returns island (creator, client, preview).
// The returns issue fills in what a draft holds.

/** A return being created from one order. */
export interface ReturnDraft {
  /** The order the return is made from. */
  orderId: number
}

export const $returnDraft = atom<ReturnDraft | null>(null)

/** SPEC 2 Account orders: entering the order list clears any return being created. */
export function clearReturnDraft(): void {
  $returnDraft.set(null)
}
