import { useEffect } from 'react'
import { tabValue } from '../../../shared/browser/tab-storage'

// A reload or Back in the middle of the step: the browser would put the page back where it was
// while the step is still loading, a short page with the footer in view, and the step would then
// grow under the shopper's eyes (measured at 390 px: CLS 0.6, the footer pushed off screen). The
// step keeps its own place instead and goes back to it once it is whole.

const KEY = 'shop-checkout-delivery-scroll'

function returning(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'reload' || entry?.type === 'back_forward'
}

/** Holds the browser's scroll restoration while the step loads, and restores the place when `ready`. */
export function useScrollKept(ready: boolean): void {
  useEffect(() => {
    const before = history.scrollRestoration
    history.scrollRestoration = 'manual'
    const keep = () => tabValue(KEY, Math.round(window.scrollY))
    window.addEventListener('pagehide', keep)
    return () => {
      window.removeEventListener('pagehide', keep)
      history.scrollRestoration = before
    }
  }, [])

  useEffect(() => {
    if (!ready) return
    const kept = tabValue(KEY, null)
    const top = returning() ? Number(kept) || 0 : 0
    if (top > 0) window.scrollTo(0, top)
  }, [ready])
}
