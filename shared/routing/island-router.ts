import { createRouter } from '@nanostores/router'
import { type RefObject, useEffect, useRef } from 'react'
import { currentOrigin } from '../browser/navigate'

// Every router of the project is made here. @nanostores/router's createRouter listens, by
// default, to clicks on every same-origin link of the whole page and opens them in place; a link
// that matches none of its routes then changes the address bar and nothing else (the shopper
// was stuck on /basket). An island owns its element and its routes, nothing else
// (ARCHITECTURE.md): so `links: false`, and each island passes its clicks to openRouteLink.

type Routes = Parameters<typeof createRouter>[0]

/** A router that listens to popstate only; links are the island's to hand over (openRouteLink). */
export const createIslandRouter = <const R extends Routes>(routes: R) => createRouter(routes, { links: false })

interface RouterLike {
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
