import { formatPrice } from '../format/price'

interface PriceProps {
  price: { regular: number; final: number }
  currency: string
  /** The wrapper's class (its styles belong to the island showing the price). */
  className: string
  /** Read before the price by screen readers only ("Price: "). */
  label?: string
}

/** A price; when it is reduced, the regular one is struck through beside it. */
export function Price({ price, currency, className, label }: PriceProps) {
  const reduced = price.final < price.regular
  return (
    <span className={className}>
      {label ? <span className="sw-visually-hidden">{label}: </span> : null}
      {reduced && <s>{formatPrice(price.regular, currency)}</s>}
      <strong className={reduced ? 'is-reduced' : undefined}>{formatPrice(price.final, currency)}</strong>
    </span>
  )
}
