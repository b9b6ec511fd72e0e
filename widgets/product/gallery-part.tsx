import { island } from '../../shared/runtime/island'
import { Gallery } from './gallery'
import { parseProductProps } from './props'
import { readProductCard } from './read-card'

/** The product page's gallery mount point (index.tsx loads it with the mount point): the card's photos. */
export const mountGallery = island(() => <Gallery card={readProductCard()} />, parseProductProps)
