import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Renders its children once their place comes into view (at once where IntersectionObserver is
 * missing); not when the browser is idle nor when merely near: below the first screen (on a
 * 1280x720 screen, /basket's recommendations start 192 px below it), their code is no part of what a phone downloads before the shopper does anything (/basket's first
 * visit, test/budgets.ts). A keyboard shopper reaches them too: tabbing past the controls above
 * scrolls the page towards them. For heavy parts far down a page that an island renders on mount:
 * they leave the island's first render, the one long task of its mount. The place is an empty
 * block: the caller reserves their height around it (on /basket, RecommendationsPlace), so
 * nothing moves when they come, however late.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near || !place.current) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    })
    observer.observe(place.current)
    return () => observer.disconnect()
  }, [near])
  return near ? children : <div ref={place} className="sw-when-near" />
}
