import { atom } from 'nanostores'

// The variant the shopper has chosen on a product page, by product: the product island writes it
// as the choice changes, and the save button of the same product saves that variant rather than
// the one the server printed (SPEC 4 Attribute choice; cupboard product item: variant).

export const $chosenVariants = atom<Readonly<Record<number, number>>>({})

/** The product's chosen variant; null when no full choice is made (the save button's own stays). */
export function chooseVariant(productId: number, variantId: number | null): void {
  const { [productId]: _, ...others } = $chosenVariants.get()
  $chosenVariants.set(variantId === null ? others : { ...others, [productId]: variantId })
}
