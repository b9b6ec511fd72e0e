import { useT } from '../../shared/i18n/t'
import type { Tile } from '../../shared/schemas/listing'
import { TileAdd, TileMedia, TilePreview, TilePrice } from './tile'

interface PromoProps {
  boxes: Tile[]
  currency: string
  csrfToken: string
  returnTo: string
  basketPath: string
}

/**
 * A category's blind boxes as promotion cards above the grid (the server prints the same,
 * fixtures/pages/tile.ts), never tiles in it: the grid keeps the page size and order chosen. A
 * box is not kept in cupboards (its product page has no save button either), so it has none.
 */
export function Promotions({ boxes, currency, csrfToken, returnTo, basketPath }: PromoProps) {
  const t = useT()
  if (!boxes.length) return null
  return (
    <div className="sw-ls__promos">
      {boxes.map((box) => (
        <section className="sw-promo" key={box.product_id} aria-labelledby={`promo-${box.product_id}`}>
          <TileMedia tile={box} />
          <div className="sw-promo__body">
            <p className="sw-promo__label">{t('listingPromo')}</p>
            <h2 className="sw-promo__name" id={`promo-${box.product_id}`}>
              <a className="sw-promo__link" href={box.url}>
                {box.name}
              </a>
            </h2>
            <TilePrice tile={box} currency={currency} />
            <div className="sw-promo__actions">
              <TileAdd tile={box} csrfToken={csrfToken} returnTo={returnTo} basketPath={basketPath} />
              <TilePreview tile={box} />
            </div>
          </div>
        </section>
      ))}
    </div>
  )
}
