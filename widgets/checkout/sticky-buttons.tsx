import { type ReactNode, useEffect, useRef, useState } from 'react'
import { usePublishedHeight } from '../../shared/hooks/use-published-height'
import { isBarFixed } from './rules'

/**
 * Where the docked bar starts from a viewport edge, for a column this far from it: at the edge
 * where the column nearly reaches it (a phone, the page's margin), else 16 px (its padding,
 * checkout.css) before the column, so the bar covers the column and a gutter, not the page beside it.
 */
const barEdge = (edge: number) => (edge < 64 ? 0 : edge - 16)

/**
 * SPEC 2: the bottom bar with the step's buttons is fixed to the viewport bottom when the page
 * is taller than the viewport and the buttons' own place is more than 40 px below it. Their
 * place in the page stays reserved, so nothing jumps when the bar docks back.
 */
export function StickyButtons({
  children,
  summaryStep = false,
  docked,
}: {
  children: ReactNode
  summaryStep?: boolean
  /** Shown in the bar while it is docked, far from the rest of the column (the summary's total to pay). */
  docked?: ReactNode
}) {
  const place = useRef<HTMLDivElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const [fixed, setFixed] = useState(false)
  // The column's edges in the viewport: the docked bar covers the column and its gutter only (a
  // 340 px column on a wide, short window gets neither two 1,100 px buttons nor a white band
  // over the page's left); on a phone the column is the page's width and so is the bar.
  const [edges, setEdges] = useState({ left: 0, right: 0 })
  // The bar's height in the page, measured while it is there: its place keeps exactly that
  // height while the bar is docked, so docking moves nothing (CLS).
  const inFlowHeight = useRef(0)

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const element = place.current
      if (!element) return
      if (bar.current && !bar.current.classList.contains('is-fixed')) inFlowHeight.current = bar.current.getBoundingClientRect().height
      const rect = element.getBoundingClientRect()
      const root = document.documentElement
      const edgesNow = { left: Math.round(rect.left), right: Math.round(root.clientWidth - rect.right) }
      setEdges((was) => (was.left === edgesNow.left && was.right === edgesNow.right ? was : edgesNow))
      setFixed(
        isBarFixed({
          pageHeight: root.scrollHeight,
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
    // The page's height changes when lines go or the cookie banner above does.
    observer.observe(document.body, { box: 'border-box' })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
    }
  }, [summaryStep])

  // While docked, the bar covers the bottom of the viewport: its height is published so that
  // keyboard focus scrolls controls above it (scroll-padding in checkout.css).
  usePublishedHeight(fixed ? bar.current : null, '--sw-docked-height')

  return (
    <div ref={place} className="sw-co__place" style={fixed ? { height: `${inFlowHeight.current}px` } : undefined}>
      <div
        ref={bar}
        className={`sw-co__buttons${fixed ? ' is-fixed' : ''}`}
        data-fixed={fixed || undefined}
        // Lengths with their unit: preact's core sets style values as they are (compat added the px).
        style={fixed ? { left: `${barEdge(edges.left)}px`, right: `${barEdge(edges.right)}px` } : undefined}
      >
        {fixed && docked}
        {children}
      </div>
    </div>
  )
}
