import { onMount } from 'nanostores'
import { $basket } from './basket-state'

// The basket store every island reads (its state in basket-state.ts). Its actions (calls to the
// server, the SPEC 8 error policy) live beside it in basket-actions.ts, loaded by the islands that
// change the basket, and by this module when a page comes back from the history.
export { $basket, $basketPanelOpen, $outOfStock, $quantityPending, itemCount, setBasket } from './basket-state'

onMount($basket, () => {
  // A page the shopper came back to with Back or Forward may show an old basket, whether the
  // browser restored it whole (bfcache) or took its HTML, embedded basket included, from its
  // cache: ask the server again.
  const refresh = () => void import('./basket-actions').then((actions) => actions.refreshBasket())
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) refresh()
  }
  window.addEventListener('pageshow', onShow)
  if ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward') refresh()
  return () => window.removeEventListener('pageshow', onShow)
})
