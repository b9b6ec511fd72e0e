import { swatchColour } from '../../shared/format/colour'
import { formatPrice } from '../../shared/format/price'
import { useT } from '../../shared/i18n/t'
import { productPhoto } from '../../shared/page-data/config'
import type { Tile } from '../../shared/schemas/listing'

// The tile's markup is the server's (fixtures/pages/tile.ts, contract/markup/listing-tiles.html):
// the same boxes, no jump. One tile wherever the shop shows products, brand, name and
// prices in that order. The picture is a box of its own and the product link is the name,
// stretched over the picture by the stylesheet; the save button sits on the picture's corner, so
// its island mounting as the tile scrolls into view moves nothing.

/** SPEC 9: tile images 520 wide in the default 309x412 box. */
const TILE_PHOTO_WIDTH = 520

interface TileProps {
  tile: Tile
  currency: string
  csrfToken: string
  returnTo: string
  basketPath: string
}

/** A tile picture in the default 309x412 box, loaded as it comes near (SPEC 9). */
function TilePhoto({ className, photo }: { className: string; photo: string }) {
  return (
    // loading before src: preact sets the properties in this order, and an image whose src is set
    // first starts loading at once (a filter's 36 tiles then fetched and parsed all 72 pictures).
    <img
      loading="lazy"
      decoding="async"
      className={className}
      width={309}
      height={412}
      alt=""
      src={productPhoto(photo, TILE_PHOTO_WIDTH)}
    />
  )
}

/** The picture and, on hover, the second one. */
export const TileMedia = ({ tile }: { tile: Tile }) => (
  <span className="sw-tile__media">
    <TilePhoto className="sw-tile__photo" photo={tile.thumbnail} />
    <TilePhoto className="sw-tile__hover" photo={tile.hover} />
  </span>
)

/** The regular price struck through when reduced, then the price to pay. */
export function TilePrice({ tile, currency }: { tile: Tile; currency: string }) {
  const t = useT()
  const promo = tile.prices.promo_brutto
  const reduced = promo !== null && promo < tile.prices.brutto
  return (
    <p className="sw-tile__price">
      <span className="sw-visually-hidden">{t('listingTilePrice')}: </span>
      {reduced && <s>{formatPrice(tile.prices.brutto, currency)}</s>}
      <strong className={reduced ? 'is-reduced' : undefined}>{formatPrice(tile.price_min, currency)}</strong>
    </p>
  )
}

/** The quick view: the product-preview island on the same mount point the server prints. */
export function TilePreview({ tile }: { tile: Tile }) {
  const t = useT()
  return (
    <div
      data-widget="product-preview"
      data-load="interaction"
      data-props={JSON.stringify({ productId: tile.product_id, name: tile.name, url: tile.url })}
      className="tile__preview"
    >
      <a className="sw-pp__open" href={tile.url} data-replay="preview" aria-label={`${t('productPreview')}: ${tile.name}`}>
        {t('productPreview')}
      </a>
    </div>
  )
}

/** The legacy add form, or without `add` a link to the product page. */
export function TileAdd({ tile, csrfToken, returnTo, basketPath }: Omit<TileProps, 'currency'>) {
  const t = useT()
  if (!tile.add) {
    // No `add` (left out or null, which the reading rule reads alike): SPEC 3 Product tile
    // carries no stock, so the tile sends the shopper to the product page, which knows it.
    // Never "sold out" from a field left out (every tile of a shop that sent no `add` once said so).
    return (
      <a className="tile__more" href={tile.url}>
        {t('listingSeeProduct')}
      </a>
    )
  }
  return (
    <form className="tile__add" method="post" action="/basket/add">
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="return" value={returnTo} />
      <input type="hidden" name="next" value={basketPath} />
      <input type="hidden" name="id" value={tile.product_id} />
      {tile.add.variant === undefined ? (
        <input type="hidden" name="attribute" value={tile.add.attribute} />
      ) : (
        <input type="hidden" name="variant" value={tile.add.variant} />
      )}
      <button
        type="submit"
        className="legacy-add"
        data-product-id={tile.product_id}
        data-variant-id={tile.add.variant}
        data-attribute-value-id={tile.add.attribute}
      >
        {t('listingAdd')}
      </button>
    </form>
  )
}

export function ProductTile({ tile, currency, csrfToken, returnTo, basketPath }: TileProps) {
  const t = useT()
  const siblings = tile.model_group_products.filter((other) => other.product_id !== tile.product_id)
  return (
    <li className="tile sw-tile">
      <TileMedia tile={tile} />
      <a className="tile__brand" href={tile.brand_category_url}>
        {tile.producer_name}
      </a>
      <a className="tile__link" href={tile.url} data-product-id={tile.product_id}>
        <span className="tile__name">{tile.name}</span>
      </a>
      {tile.fiches.length > 0 && (
        <ul className="sw-tile__fiches">
          {tile.fiches.map((fiche) => (
            <li
              key={fiche.path}
              style={{ background: swatchColour(fiche.background_color) ?? undefined, color: swatchColour(fiche.text_color) ?? undefined }}
            >
              {fiche.name}
            </li>
          ))}
        </ul>
      )}
      <TilePrice tile={tile} currency={currency} />
      {siblings.length > 0 && (
        <ul className="sw-tile__colours" aria-label={t('listingColours')}>
          {siblings.map((other) => (
            <li key={other.product_id}>
              <a href={other.url} title={other.color} style={{ background: swatchColour(other.hex) ?? undefined }}>
                <span className="sw-visually-hidden">{other.color}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <TilePreview tile={tile} />
      <div data-widget="cupboard-button" data-load="visible" data-props={`{"productId": ${tile.product_id}}`} className="tile__save" />
      <TileAdd tile={tile} csrfToken={csrfToken} returnTo={returnTo} basketPath={basketPath} />
    </li>
  )
}
