import { atom } from 'nanostores'
import type { PaymentsAnswer } from '../schemas/checkout'

/**
 * SPEC 4 Language modal: the picker's in-place save on the basket sets the delivery country; the
 * delivery step hears the answer here (new delivery options, the choice reconciled, the map hidden).
 */
export const $countryAnswer = atom<{ countryId: number; answer: PaymentsAnswer } | null>(null)
