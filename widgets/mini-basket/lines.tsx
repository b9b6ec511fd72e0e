import { formatPrice } from '../../shared/format/price'
import { useT } from '../../shared/i18n/t'
import type { BasketProduct } from '../../shared/schemas/basket'
import { DataLink } from '../../shared/ui/data-link'
import { Photo } from '../../shared/ui/photo'

function Line({ product, currency }: { product: BasketProduct; currency: string }) {
  const t = useT()
  return (
    <li>
      <Photo photo={product.photo} alt="" width={86} height={115} />
      <div>
        {product.producer_name && <span>{product.producer_name}</span>}
        <DataLink className="sw-mb__name" href={product.url}>
          {product.name}
        </DataLink>
        {product.attributes.map((attribute) => (
          <span key={attribute.key}>
            {attribute.key}: {attribute.value}
          </span>
        ))}
        {product.is_muted ? (
          <span className="sw-mb__muted">{t('productUnavailable')}</span>
        ) : (
          <span>
            {t('quantity')}: {product.quantity}
          </span>
        )}
      </div>
      {!product.is_muted && <strong>{formatPrice(product.value.final, currency)}</strong>}
    </li>
  )
}

/** The panel's product list: its code loads when the panel is first about to open. */
export function Lines({ products, currency }: { products: readonly BasketProduct[]; currency: string }) {
  return (
    <ul>
      {products.map((product) => (
        <Line key={product.id} product={product} currency={currency} />
      ))}
    </ul>
  )
}
