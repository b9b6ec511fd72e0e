import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Renders its children once their place is in the viewport, or on the shopper's first scroll
 * (towards them: they are below) or key press, so a shopper moving by keyboard finds them in the
 * tab order (at once where IntersectionObserver is missing). Not when the browser is idle, nor
 * while they are below the first screen: their code is no part of what a phone downloads before
 * the shopper does anything (/basket's first visit, test/budgets.ts). For heavy parts far down a page that an island renders on
 * mount: they leave the island's first render, the one long task of its mount (on /basket, the
 * recommendations made the total blocking time longer). The place is an empty block, so nothing
 * above it moves when they come.
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
    const act = () => setNear(true)
    const acts = ['scroll', 'keydown']
    for (const type of acts) window.addEventListener(type, act, true)
    return () => {
      observer.disconnect()
      for (const type of acts) window.removeEventListener(type, act, true)
    }
  }, [near])
  return near ? children : <div ref={place} className="sw-when-near" />
}
