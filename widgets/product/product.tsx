import { BuyBox } from '../../shared/product/buy-box'
import type { ProductProps } from './props'
import { readProductCard } from './read-card'
import './product.css'

/**
 * The product page island (SPEC 2 Listings and products, 3, 4, 8): the buy box in place of the
 * legacy form; the gallery, on its own mount point, loads as a chunk of its own (index.tsx).
 * Both read the card of window.shopData.product.
 */
export function Product(_: ProductProps) {
  return <BuyBox card={readProductCard()} />
}
