import { island } from '../../shared/runtime/island'
import type { MountHooks, Unmount } from '../../shared/runtime/manifest'
import { Product } from './product'
import { parseProductProps } from './props'
import { readProductCard } from './read-card'

const mountBuyBox = island(Product, parseProductProps)

/**
 * Whether the mount point is the gallery's, read as the runtime's island reads props. Props it
 * cannot read count as the buy box's: its mount then keeps the fallback and reports why.
 */
function isGallery(host: HTMLElement): boolean {
  const source = host.querySelector(':scope > script[data-widget-props]')?.textContent ?? host.getAttribute('data-props')
  try {
    return parseProductProps(source ? JSON.parse(source) : {}).part === 'gallery'
  } catch {
    return false
  }
}

/**
 * The buy box mounts at once. The gallery's code is a chunk of its own, loaded when its mount point
 * loads (on the shopper's first hover, focus or press: fixtures/pages/product-page.ts), so every
 * product page's first load carries the buy box alone (its first-visit budget, test/budgets.ts).
 * The full-screen view loads beside it: the press that loaded the gallery is mostly on the photo,
 * and it opens the view, with no more requests than before.
 */
export function mount(host: HTMLElement, hooks: MountHooks): Unmount {
  if (!isGallery(host)) return mountBuyBox(host, hooks)
  let unmount: Unmount | undefined
  let gone = false
  void import('./gallery-viewer').catch(() => {})
  import('./gallery').then(({ Gallery }) => {
    if (!gone) unmount = island(() => <Gallery card={readProductCard()} />, parseProductProps)(host, hooks)
  }, hooks.failed)
  return () => {
    gone = true
    unmount?.()
  }
}
