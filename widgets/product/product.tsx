import { BuyBox } from '../../shared/product/buy-box'
import { Gallery } from './gallery'
import type { ProductProps } from './props'
import { readProductCard } from './read-card'
import './product.css'

/**
 * The product page island (SPEC 2 Listings and products, 3, 4, 8): the buy box in place of the
 * legacy form, and the gallery on its own mount point. Both read the card of window.shopData.product.
 */
export function Product({ part }: ProductProps) {
  const card = readProductCard()
  return part === 'gallery' ? <Gallery card={card} /> : <BuyBox card={card} />
}
