import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import type { BasketProduct } from '../../shared/schemas/basket'
import { Lines } from './lines'

export interface PanelProps {
  products: BasketProduct[]
  currency: string
  /** The basket's total, formatted. */
  total: string
  basketUrl: string | undefined
}

/** The open panel: each line, the total and the way to the basket, or that the basket is empty. */
export function Panel({ products, currency, total, basketUrl }: PanelProps) {
  const t = useT()
  return (
    <>
      {products.length ? (
        <>
          <Lines products={products} currency={currency} />
          <p>
            {t('total')}
            <strong>{total}</strong>
          </p>
        </>
      ) : (
        <p>{t('miniBasketEmpty')}</p>
      )}
      <div className="sw-mb__buttons">
        <a className="sw-button" href={basketUrl ?? readConfig().paths.basket}>
          {t('miniBasketGoToBasket')}
        </a>
      </div>
    </>
  )
}
