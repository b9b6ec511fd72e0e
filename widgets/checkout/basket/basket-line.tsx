import { useT } from '../../../shared/i18n/t'
import type { BasketProduct } from '../../../shared/schemas/basket'
import { DataLink } from '../../../shared/ui/data-link'
import { Photo } from '../../../shared/ui/photo'
import { Price } from '../../../shared/ui/price'
import { changeQuantity } from '../later-basket-actions'
import { quantityControls } from './rules'

interface BasketLineProps {
  product: BasketProduct
  currency: string
  pending: boolean
  remove(product: BasketProduct): void
}

/** One basket line (SPEC 3 Basket product): a muted one hides quantity and value (SPEC 4). */
export function BasketLine({ product, currency, pending, remove }: BasketLineProps) {
  const t = useT()
  const { canDecrease, canIncrease } = quantityControls(product.quantity, pending)
  return (
    // Focusable from code only: after a removal, focus moves to the next line (basket-step).
    <li
      className={`sw-co__line${product.error ? ' has-error' : ''}${product.is_muted ? ' is-muted' : ''}`}
      tabIndex={-1}
      data-line={product.id}
    >
      <Photo photo={product.photo} alt="" width={86} height={115} />
      <div className="sw-co__about">
        {product.producer_name && (
          <DataLink className="sw-co__brand" href={product.producer_url}>
            {product.producer_name}
          </DataLink>
        )}
        <DataLink className="sw-co__name" href={product.url}>
          {product.name}
        </DataLink>
        {product.category_name && <span>{product.category_name}</span>}
        {product.color.length > 0 && (
          <span>
            {t('colors')}: {product.color.join(', ')}
          </span>
        )}
        {product.attributes.map((attribute) => (
          <span key={attribute.key}>
            {attribute.key}: {attribute.value}
          </span>
        ))}
        {product.isPreorder && <span className="sw-co__badge">{t('preorder')}</span>}
        {product.discount_name && <span className="sw-co__badge sw-co__badge--sale">{product.discount_name}</span>}
        {/* The unit price with the line's details, said to be one; the line's value stands apart. */}
        {!product.is_muted && (
          <span className="sw-co__unit">
            {t('price')}: <Price className="sw-co__price" price={product.price} currency={currency} />
          </span>
        )}
        {product.type === 'set' && product.products.length > 0 && (
          <ul className="sw-co__set" aria-label={t('setContains')}>
            {product.products.map((item) => (
              <li key={item.id}>
                <Photo photo={item.photo} alt="" width={100} height={133} />
                <span>{item.name}</span>
                {item.attributes.map((attribute) => (
                  <span key={attribute.key}>
                    {attribute.key}: {attribute.value}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
        {product.error && (
          <p className="sw-co__line-error" role="alert">
            {product.error}
          </p>
        )}
      </div>
      {product.is_muted ? (
        <p className="sw-co__unavailable">{t('productUnavailable')}</p>
      ) : (
        <div className="sw-co__figures">
          <fieldset className="sw-co__quantity">
            <legend className="sw-visually-hidden">{`${t('quantity')}: ${product.name}`}</legend>
            {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>
                while the change is pending (SPEC 4 still holds: the press does nothing). */}
            <button
              type="button"
              aria-label={t('decreaseQuantity')}
              aria-disabled={!canDecrease}
              onClick={() => canDecrease && changeQuantity(product.id, product.quantity - 1)}
            >
              −
            </button>
            <output aria-live="polite">{product.quantity}</output>
            <button
              type="button"
              aria-label={t('increaseQuantity')}
              aria-disabled={!canIncrease}
              onClick={() => canIncrease && changeQuantity(product.id, product.quantity + 1)}
            >
              +
            </button>
          </fieldset>
          <span className="sw-co__value">
            <span className="sw-co__value-label">{t('value')}</span>
            <Price className="sw-co__price" price={product.value} currency={currency} />
          </span>
        </div>
      )}
      <button type="button" className="sw-co__remove" onClick={() => remove(product)}>
        {t('remove')}
        <span className="sw-visually-hidden">: {product.name}</span>
      </button>
    </li>
  )
}
