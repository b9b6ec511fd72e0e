import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Renders its children once their place comes within 400 px of the viewport, or once the browser is
 * idle after the page's load, so a shopper moving by keyboard finds them in the tab order (at once
 * where IntersectionObserver is missing). For heavy parts far down a page that an island renders on
 * mount: they leave the island's first render, the one long task of its mount (on /basket, the
 * recommendations made the total blocking time longer). The place is an empty block, so nothing
 * above it moves when they come.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near || !place.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '400px' },
    )
    observer.observe(place.current)
    // Where requestIdleCallback is missing, setTimeout reads the options object as a 0 delay.
    const idle = (window.requestIdleCallback || setTimeout)(() => setNear(true), { timeout: 5000 })
    return () => {
      observer.disconnect()
      ;(window.cancelIdleCallback || clearTimeout)(idle)
    }
  }, [near])
  return near ? children : <div ref={place} className="sw-when-near" />
}
