import { type ReactNode, useEffect, useRef, useState } from 'react'
import { isBarFixed } from './rules'

/**
 * SPEC 2: the bottom bar with the step's buttons is fixed to the viewport bottom when the page
 * is taller than the viewport and the buttons' own place is more than 40 px below it. Their
 * place in the page stays reserved, so nothing jumps when the bar docks back.
 */
export function StickyButtons({ children, summaryStep = false }: { children: ReactNode; summaryStep?: boolean }) {
  const place = useRef<HTMLDivElement>(null)
  const [fixed, setFixed] = useState(false)

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const element = place.current
      if (!element) return
      const rect = element.getBoundingClientRect()
      setFixed(
        isBarFixed({
          pageHeight: document.documentElement.scrollHeight,
          viewportHeight: window.innerHeight,
          containerTop: rect.top,
          containerWidth: rect.width,
          summaryStep,
        }),
      )
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
    }
  }, [summaryStep])

  return (
    <div ref={place} className="sw-co__place">
      <div className={`sw-co__buttons${fixed ? ' is-fixed' : ''}`} data-fixed={fixed || undefined}>
        {children}
      </div>
    </div>
  )
}
