// SPEC 4 "Attribute choice" and "Add to basket", SPEC 9 stock and discounts: the rules of the
// product card, pure, shared by the product page and the preview modal.

/** What the rules need of an attribute: its id and its values (SPEC 3 product card). */
export interface RuleAttribute {
  id: number
  values: readonly { id: number; disabled?: boolean; notifyIco?: boolean }[]
}

/** What the rules need of a variant. */
export interface RuleVariant {
  variant_id: number
  /** The attribute value ids this variant is made of. */
  values: readonly number[]
  stock: number
  blocked_stock: number
  available: boolean
}

/** The chosen values, in the order the shopper chose them: [attribute id, value id]. */
export type Chosen = readonly (readonly [attributeId: number, valueId: number])[]

/** SPEC 9: available stock = stock minus blocked_stock. */
const availableStock = (variant: RuleVariant): number => variant.stock - variant.blocked_stock

/** SPEC 4: a variant with no stock left (or marked unavailable) cannot be added. */
const isOutOfStock = (variant: RuleVariant): boolean => !variant.available || availableStock(variant) <= 0

/** A variant matches when it has every chosen value. */
export const matches = (variant: RuleVariant, chosen: Chosen): boolean => chosen.every(([, value]) => variant.values.includes(value))

export const matchingVariants = <V extends RuleVariant>(variants: readonly V[], chosen: Chosen): V[] =>
  variants.filter((variant) => matches(variant, chosen))

/** SPEC 4: if no variant matches, the earliest chosen attributes are dropped until one matches. */
export function reconcile(chosen: Chosen, variants: readonly RuleVariant[]): Chosen {
  let kept = chosen
  while (kept.length > 0 && !variants.some((variant) => matches(variant, kept))) kept = kept.slice(1)
  return kept
}

/**
 * SPEC 4: choosing an already chosen value unselects it; another value of the same attribute
 * replaces it (and counts as the latest choice); then the earliest choices give way until a
 * variant matches.
 */
export function choose(chosen: Chosen, attributeId: number, valueId: number, variants: readonly RuleVariant[]): Chosen {
  const others = chosen.filter(([attribute]) => attribute !== attributeId)
  if (others.length < chosen.length && chosen.some(([a, v]) => a === attributeId && v === valueId)) return others
  return reconcile([...others, [attributeId, valueId]], variants)
}

export const chosenValue = (chosen: Chosen, attributeId: number): number | undefined =>
  chosen.find(([attribute]) => attribute === attributeId)?.[1]

/** Attributes the shopper has to choose: those with values. */
const choosable = (attributes: readonly RuleAttribute[]) => attributes.filter((attribute) => attribute.values.length > 0)

/** SPEC 4: every attribute has a value. */
export const isComplete = (attributes: readonly RuleAttribute[], chosen: Chosen): boolean =>
  choosable(attributes).every((attribute) => chosenValue(chosen, attribute.id) !== undefined)

/** SPEC 4: the incompleteness warning clears once all attributes are set. */
export const nextWarning = (warning: boolean, attributes: readonly RuleAttribute[], chosen: Chosen): boolean =>
  warning && !isComplete(attributes, chosen)

export interface ValueState {
  /** SPEC 4: no variant has this value (or the card says so): it cannot be chosen. */
  disabled: boolean
  /** SPEC 4: the variants it would lead to have no stock: the notify marker shows. */
  notify: boolean
}

/**
 * The state of one value given the other chosen attributes. A value no variant has at all is
 * disabled; one that only misses with the current choice stays choosable (choosing it drops the
 * earliest choices, SPEC 4), so a shopper can always reach every existing variant.
 */
export function valueState(
  attribute: RuleAttribute,
  value: RuleAttribute['values'][number],
  chosen: Chosen,
  variants: readonly RuleVariant[],
): ValueState {
  const having = variants.filter((variant) => variant.values.includes(value.id))
  const disabled = value.disabled === true || having.length === 0
  const others = chosen.filter(([attributeId]) => attributeId !== attribute.id)
  const withOthers = having.filter((variant) => matches(variant, others))
  const leadsTo = withOthers.length > 0 ? withOthers : having
  const notify = !disabled && (value.notifyIco === true || leadsTo.every(isOutOfStock))
  return { disabled, notify }
}

/** The variant the choice names: with all attributes set, the one that matches; none otherwise. */
export function chosenVariant<V extends RuleVariant>(
  attributes: readonly RuleAttribute[],
  variants: readonly V[],
  chosen: Chosen,
): V | undefined {
  if (!isComplete(attributes, chosen)) return undefined
  return matchingVariants(variants, chosen)[0]
}

export type AddCheck<V> = { kind: 'incomplete' } | { kind: 'out-of-stock'; variant: V } | { kind: 'ok'; variant: V }

/** SPEC 4: add is blocked while attributes are incomplete; an out-of-stock variant sets the flag. */
export function checkAdd<V extends RuleVariant>(attributes: readonly RuleAttribute[], variants: readonly V[], chosen: Chosen): AddCheck<V> {
  const variant = chosenVariant(attributes, variants, chosen)
  if (!variant) return { kind: 'incomplete' }
  return isOutOfStock(variant) ? { kind: 'out-of-stock', variant } : { kind: 'ok', variant }
}

/** SPEC 5: the quantity on the product page is a whole number of at least 1. */
export function clampQuantity(typed: string | number): number {
  const value = Math.floor(Number(typed))
  return Number.isFinite(value) && value >= 1 ? value : 1
}

const cents = (amount: number) => Math.round(amount * 100)

/**
 * SPEC 9: a set or blind-box discount; type 1 is a percent, any other a fixed amount. Rounded to
 * 2 decimals, never below zero.
 */
export function discounted(price: number, discountType: number, discount: number): number {
  const off = discountType === 1 ? (cents(price) * discount) / 100 : cents(discount)
  return Math.max(0, Math.round(cents(price) - off)) / 100
}

/** SPEC 3/9: a set's price: the chosen products' prices added up, less the set discount. */
export function setPrice(prices: readonly number[], discountType: number, discount: number): number {
  const sum = prices.reduce((total, price) => total + cents(price), 0) / 100
  return discounted(sum, discountType, discount)
}
