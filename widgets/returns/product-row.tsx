import { formatPrice } from '../../shared/format/price'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import type { ReturnProduct } from '../../shared/schemas/returns'
import { Photo } from '../../shared/ui/photo'

/** A product chosen for the return: its order, that order's currency, and how many. */
export interface Chosen {
  orderId: number
  currency: string
  quantity: number
}

interface RowProps {
  product: ReturnProduct
  /** The order's currency symbol: the price shows from the first screen on, so the shopper chooses knowing the refund. */
  currency: string
  chosen: Chosen | undefined
  error: string
  onToggle(on: boolean): boolean
  onQuantity(value: number): void
}

/** One product of an order in the creator: ticked to return, its quantity, its error (SPEC 4, 5, 8). */
export function ProductRow({ product, currency, chosen, error, onToggle, onQuantity }: RowProps) {
  const t = useT()
  const id = useUid()
  const none = product.returnable < 1
  const quantity = chosen?.quantity ?? 1
  const label = t('returnsQuantityOf', { name: product.name })
  return (
    <li className={`sw-rt__product${error ? ' has-error' : ''}`} data-item={product.order_item_id}>
      <Photo photo={product.photo} alt="" width={86} height={115} className="sw-rt__photo" />
      <div className="sw-rt__about">
        <label htmlFor={id} className="sw-rt__pick">
          <input
            id={id}
            type="checkbox"
            checked={chosen !== undefined}
            disabled={none}
            aria-describedby={`${id}-details ${id}-error`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const box = event.currentTarget
              // Refused (another currency): the box shows what is chosen, not the click.
              if (!onToggle(box.checked)) box.checked = !box.checked
            }}
          />
          <span>{product.producer_name ? `${product.producer_name} — ${product.name}` : product.name}</span>
        </label>
        <p id={`${id}-details`} className="sw-rt__details">
          {product.attributes.map((each) => `${each.key}: ${each.value}`).join(', ')}
          {product.attributes.length > 0 ? ' · ' : ''}
          {none ? t('returnsAlreadyReturned') : t('returnsOrdered', { count: product.quantity })}
          {product.price > 0 && ` · ${formatPrice(product.price, currency)}`}
        </p>
        {chosen && (
          <div className="sw-rt__quantity">
            <button
              type="button"
              className="sw-rt__step"
              aria-label={t('returnsLess', { name: product.name })}
              // aria-disabled, not disabled: at a bound the button keeps the keyboard focus.
              aria-disabled={quantity <= 1 || undefined}
              onClick={() => onQuantity(quantity - 1)}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={product.returnable}
              value={quantity}
              aria-label={label}
              onInput={(event) => onQuantity(event.currentTarget.valueAsNumber)}
            />
            <button
              type="button"
              className="sw-rt__step"
              aria-label={t('returnsMore', { name: product.name })}
              aria-disabled={quantity >= product.returnable || undefined}
              onClick={() => onQuantity(quantity + 1)}
            >
              +
            </button>
          </div>
        )}
        <p id={`${id}-error`} className="sw-rt__error">
          {error}
        </p>
      </div>
    </li>
  )
}
