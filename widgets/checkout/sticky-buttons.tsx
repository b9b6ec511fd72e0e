import { type ReactNode, useEffect, useRef, useState } from 'react'
import { usePublishedHeight } from '../../shared/hooks/use-published-height'
import { isBarFixed } from './rules'

/** The docked bar's padding beside its buttons, in px. */
const GUTTER = 16
/** A column closer than this to the viewport's edge takes the bar to that edge (the page's margin). */
const NEAR_EDGE = 64

/**
 * The docked bar's sides: its buttons keep the column's edges; the bar itself reaches the
 * viewport's edge where the column nearly does (a phone), and stops a gutter past it elsewhere.
 */
function barSides(edges: { left: number; right: number }) {
  const side = (edge: number) => (edge < NEAR_EDGE ? [0, Math.max(GUTTER, edge)] : [edge - GUTTER, GUTTER])
  const [left, paddingLeft] = side(edges.left)
  const [right, paddingRight] = side(edges.right)
  // Lengths with their unit: preact's core sets style values as they are (compat added the px).
  return { left: `${left}px`, right: `${right}px`, paddingLeft: `${paddingLeft}px`, paddingRight: `${paddingRight}px` }
}

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

  // Lengths with their unit: preact's core sets style values as they are (compat added the px).
  return (
    <div ref={place} className="sw-co__place" style={fixed ? { height: `${inFlowHeight.current}px` } : undefined}>
      <div
        ref={bar}
        className={`sw-co__buttons${fixed ? ' is-fixed' : ''}`}
        data-fixed={fixed || undefined}
        style={fixed ? barSides(edges) : undefined}
      >
        {fixed && docked}
        {children}
      </div>
    </div>
  )
}
