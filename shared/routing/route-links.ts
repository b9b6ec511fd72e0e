import { type RefObject, useEffect, useRef } from 'react'
import { currentOrigin } from '../browser/navigate'

// The links of an island's router: which of the island's link clicks open in place. Apart from
// island-router.ts so that the checkout, with a router of its own (path-router.ts), takes these
// rules without it (its byte budget, test/budgets.ts).

/** What openRouteLink needs of a router: its routes' patterns and how it opens a path. */
export interface RouterLike {
  routes: ReadonlyArray<readonly [string, RegExp, ...unknown[]]>
  open(path: string, redirect?: boolean): unknown
}

/** The click of a link as far as opening it in place goes (a DOM or a React mouse event). */
export interface LinkClick {
  target: EventTarget | null
  button: number
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  defaultPrevented: boolean
  preventDefault(): void
}

/** True when the router has a route for this path (its own parse rule: no trailing slash). */
export function ownsPath(router: RouterLike, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/'
  return router.routes.some(([, pattern]) => pattern.test(path))
}

/**
 * The island's click handler: a plain left click on a same-origin link to one of the router's
 * own routes opens it in place (no reload, Back returns); every other link navigates normally.
 */
export function openRouteLink(router: RouterLike, event: LinkClick): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    event.shiftKey ||
    link.target !== '' ||
    link.hasAttribute('download') ||
    link.relList.contains('external') ||
    link.origin !== currentOrigin() ||
    !ownsPath(router, link.pathname)
  ) {
    return
  }
  event.preventDefault()
  router.open(link.pathname + link.search + link.hash)
}

/**
 * A ref for the island's root element: its link clicks go through openRouteLink. Enter on a
 * link is a click too, so keyboard use takes the same path.
 */
export function useRouteLinks<E extends HTMLElement>(router: RouterLike): RefObject<E | null> {
  const root = useRef<E>(null)
  useEffect(() => {
    const element = root.current
    if (!element) return
    const click = (event: MouseEvent) => openRouteLink(router, event)
    element.addEventListener('click', click)
    return () => element.removeEventListener('click', click)
  }, [router])
  return root
}
