import type { ProductCard, SetPart, Variant, VariantPrice } from '../schemas/product'
import { type Chosen, matchingVariants, setPrice } from './attribute-rules'

/** What the price block shows: the regular price, the one paid, and for a promotion the 30-day lowest. */
export interface PriceView {
  regular: number
  final: number
  /** SPEC 1/3: the lowest price of the last 30 days, shown for a promotion (EU rules). */
  lowest: number | null
  /** The currency's symbol, or its code when the card has no price in the visitor's currency. */
  currency: string
}

/** A variant's price in the visitor's currency (SPEC 3 prices per currency). */
function priceIn(variant: Variant, iso: string, symbol: string): { price: VariantPrice; currency: string } {
  const own = variant.prices[iso]
  if (own) return { price: own, currency: symbol }
  const [code = '', other] = Object.entries(variant.prices)[0] ?? []
  return { price: other ?? { brutto: 0, promo_brutto: null, historical_lowest_price: null }, currency: code }
}

/** The variant whose price shows: the first matching the choice so far, else the first. */
export function shownVariant(target: { variants: Variant[] }, chosen: Chosen): Variant {
  return matchingVariants(target.variants, chosen)[0] ?? (target.variants[0] as Variant)
}

export function variantPriceView(variant: Variant, iso: string, symbol: string): PriceView {
  const { price, currency } = priceIn(variant, iso, symbol)
  const promo = variant.is_promotion && price.promo_brutto !== null && price.promo_brutto < price.brutto
  return {
    regular: price.brutto,
    final: promo ? (price.promo_brutto as number) : price.brutto,
    lowest: promo ? price.historical_lowest_price : null,
    currency,
  }
}

/** SPEC 3/9: a set costs its products' regular prices less the set discount. */
export function setPriceView(set: NonNullable<ProductCard['set']>, choices: Chosen[], iso: string, symbol: string): PriceView {
  const parts: SetPart[] = set.products
  const views = parts.map((part, index: number): PriceView => variantPriceView(shownVariant(part, choices[index] ?? []), iso, symbol))
  const regulars = views.map((view) => view.regular)
  return {
    regular: setPrice(regulars, 2, 0),
    final: setPrice(regulars, set.discountType, set.discount),
    lowest: null,
    currency: views[0]?.currency ?? symbol,
  }
}
