import type { CupboardItem } from '../../shared/api/cupboard'
import { formatPrice } from '../../shared/format/price'
import { useT } from '../../shared/i18n/t'
import { isAvailable } from '../../shared/stores/cupboard-rules'
import { DataLink } from '../../shared/ui/data-link'
import { Photo } from '../../shared/ui/photo'

interface ItemProps {
  item: CupboardItem
  currency: string
  ticked: boolean
  busy: boolean
  onTick(): void
  onRemove(): void
  onAddToBasket(): void
}

/** One saved product (SPEC 3 cupboard product item): remove, and add to basket when it can be bought. */
export function CupboardItemRow({ item, currency, ticked, busy, onTick, onRemove, onAddToBasket }: ItemProps) {
  const t = useT()
  const available = isAvailable(item)
  const { product, variant } = item
  return (
    <li className="sw-cu__item">
      <label className="sw-cu__tick">
        <input type="checkbox" checked={ticked} onChange={onTick} />
        <span className="sw-visually-hidden">{t('cupboardSelect', { name: product.name })}</span>
      </label>
      <Photo photo={product.photo} alt="" width={86} height={115} />
      <div className="sw-cu__about">
        {product.producer_name && <span className="sw-cu__brand">{product.producer_name}</span>}
        <DataLink className="sw-cu__name" href={product.url}>
          {product.name}
        </DataLink>
        {variant.attributes.map((attribute) => (
          <span key={attribute.key}>
            {attribute.key}: {attribute.value}
          </span>
        ))}
        <strong>{formatPrice(variant.price.final, currency)}</strong>
        <span className={available ? 'sw-cu__ok' : 'sw-cu__no'}>{t(available ? 'cupboardAvailable' : 'cupboardUnavailable')}</span>
      </div>
      <div className="sw-cu__actions">
        {available && (
          <button type="button" className="sw-button" disabled={busy} onClick={onAddToBasket}>
            {t('addToBasket')}
            <span className="sw-visually-hidden">: {product.name}</span>
          </button>
        )}
        <button type="button" className="sw-button sw-button--secondary" disabled={busy} onClick={onRemove}>
          {t('cupboardProductRemove')}
          <span className="sw-visually-hidden">: {product.name}</span>
        </button>
      </div>
    </li>
  )
}
