import { atom, onMount, onNotify } from 'nanostores'
import { openTabChannel, type TabChannel } from '../browser/tab-channel'
import { seedOnMount } from '../page-data/seed'
import { readBasket } from '../page-data/shop-data'
import { keepsPageState } from '../page-state'
import { type Basket, basketSchema, emptyBasket } from '../schemas/basket'

// The basket's state: the store, what a shopper's change waits on, and the tab channel. Islands
// import it through basket.ts, which adds the re-read on a page restored by Back; the actions
// (basket-actions.ts) write it here, so neither module imports the other's importer.

export const $basket = atom<Basket>(emptyBasket)
/** True while a quantity change waits for the server (SPEC 4: further changes are blocked). */
export const $quantityPending = atom(false)
/** The mini basket's panel; opened after a successful add (SPEC 4). */
export const $basketPanelOpen = atom(false)
/** Products the server said are out of stock (SPEC 4: a failed add without a limit flag). */
export const $outOfStock = atom<ReadonlySet<number>>(new Set())

/** How many items the basket holds (muted ones, which cannot be bought, are not counted). */
export const itemCount = (basket: Basket): number =>
  basket.products.reduce((sum, product) => sum + (product.is_muted ? 0 : product.quantity), 0)

// Other tabs of the shop hear every basket the server sent, and show it within a second.
let channel: TabChannel | null = null

const markSeeded = seedOnMount($basket, () => $basket.set(readBasket()))

/** Sets the basket the server sent, and tells the shop's other tabs. */
export function setBasket(basket: Basket, fromOtherTab = false): void {
  // A basket from the server is newer than the one embedded in the page: never seed over it.
  markSeeded()
  $basket.set(basket)
  if (!fromOtherTab) channel?.post(basket)
}

// Legacy scripts hear every change (onNotify is no listener, so the store can still unmount).
onNotify($basket, () => {
  document.dispatchEvent(new CustomEvent('shop:basket-changed', { detail: $basket.get() }))
})

onMount($basket, () => {
  channel = openTabChannel('shop-basket', basketSchema, (basket) => setBasket(basket, true))
  return () => {
    channel?.close()
    channel = null
  }
})

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$basket, $quantityPending, $basketPanelOpen, $outOfStock], () => {
    markSeeded(false)
  })
}
