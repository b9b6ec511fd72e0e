import { useEffect } from 'react'

/**
 * While `element` is given, its height is published on <html> as the CSS variable `name`, for
 * page-wide rules that must keep clear of a fixed layer (room at the page's end, scroll-padding so
 * keyboard focus is never under it); the variable goes when the element does.
 */
export function usePublishedHeight(element: HTMLElement | null, name: `--${string}`): void {
  useEffect(() => {
    if (!element) return
    const root = document.documentElement
    // Written in the next frame, not in the observer's callback: the variable moves the page's
    // end, which another observer (the docked bar's, on <body>) watches, and a size changed inside
    // a callback is an error event ("ResizeObserver loop completed with undelivered
    // notifications", seen in WebKit).
    let frame = 0
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => root.style.setProperty(name, `${element.offsetHeight}px`))
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      root.style.removeProperty(name)
    }
  }, [element, name])
}
