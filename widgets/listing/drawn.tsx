import { useMemo } from 'react'
import { currentPath, currentSearch } from '../../shared/browser/navigate'
import type { Tile } from '../../shared/schemas/listing'
import { ProductTile } from './tile'

export { Promotions } from './promo'

interface DrawnProps {
  products: Tile[]
  currency: string
  csrfToken: string
  basketPath: string
}

/**
 * The tiles the island draws itself: every answer after the server's page 1, whose tiles it keeps
 * (printed-tiles.ts). Loaded when the browser is idle after the listing mounts (or on the first
 * drawn answer), so the tile code stays off the category page's first load (its byte budget,
 * test/budgets.ts). The same elements while the answer stays, so the loading state and the
 * controls' changes redraw no tile and a tap paints sooner; a new answer keeps the nodes of the products it still shows.
 */
export function DrawnTiles({ products, currency, csrfToken, basketPath }: DrawnProps) {
  const tiles = useMemo(
    () =>
      products.map((tile) => (
        <ProductTile
          key={tile.product_id}
          tile={tile}
          currency={currency}
          csrfToken={csrfToken}
          returnTo={currentPath() + currentSearch()}
          basketPath={basketPath}
        />
      )),
    [products, currency, csrfToken, basketPath],
  )
  return <ul className="tiles sw-ls__tiles">{tiles}</ul>
}
