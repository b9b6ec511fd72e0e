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
    const observer = new ResizeObserver(() => root.style.setProperty(name, `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(name)
    }
  }, [element, name])
}
