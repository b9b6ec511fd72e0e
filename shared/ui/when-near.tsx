import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Renders its children once their place comes into view (at once where IntersectionObserver is
 * missing); not when the browser is idle nor when merely near: below the first screen (on a
 * 1280x720 screen, /basket's recommendations start 192 px below it), their code is no part of what a phone downloads before the shopper does anything (/basket's first
 * visit, test/budgets.ts). A keyboard shopper finds them in the tab order: they are drawn when
 * the focus first comes into the island (a listener on its host, none on the page). For heavy parts far down a page that an island renders on mount:
 * they leave the island's first render, the one long task of its mount. The place is an empty
 * block: the caller reserves their height around it (on /basket, RecommendationsPlace), so
 * nothing moves when they come, however late.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near || !place.current) return
    const draw = () => setNear(true)
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) draw()
    })
    observer.observe(place.current)
    // The island's own host, not the page: focus coming into the island draws them too.
    const host = place.current.closest('[data-widget]')
    host?.addEventListener('focusin', draw)
    return () => {
      observer.disconnect()
      host?.removeEventListener('focusin', draw)
    }
  }, [near])
  return near ? children : <div ref={place} className="sw-when-near" />
}
