import { type MouseEvent as ReactMouseEvent, type RefObject, useEffect, useRef } from 'react'
import type { RouterLike } from '../../shared/routing/route-links'
import { onShopperIntent } from './intent'

// The checkout's two routing rules that act only on a tap or a redirect, with their code loaded
// then (/basket's byte budget before the shopper interacts, test/budgets.ts). They read and change
// the address on location, as the checkout's router does (shared/routing/path-router.ts), not
// through shared/browser/navigate: that module is in the islands' chunk, which /basket does
// without before the shopper touches anything (build/layout.mjs withoutIslandLayers).

/**
 * shared/routing/route-guard's useLoginGuard, with the guard's code loaded only when the visitor
 * must log in: the paths shown before by the island count as the origin (moving in place from
 * /basket to /basket/delivery tells `from=/basket`). Should that code not come, the login page
 * itself is the way on.
 */
export function useLoginRedirect(blocked: boolean, loginPath: string): void {
  const previous = useRef<string | null>(null)
  const here = location.pathname + location.search + location.hash
  useEffect(() => {
    if (!blocked) {
      previous.current = here
      return
    }
    import('../../shared/routing/route-guard').then(
      (guard) => guard.goToLogin(loginPath, previous.current),
      () => location.assign(loginPath),
    )
  }, [blocked, here, loginPath])
}

/**
 * shared/routing/route-links' useRouteLinks on the later steps, where the shopper meets links to
 * other steps (the breadcrumb, "back to the basket", the summary's Change links); its code loads on
 * the shopper's first sign of life (intent.ts), before a press. A press before it has come is the
 * browser's: the link loads its step's page. The basket's one link to a step, continue, opens in
 * place itself (openInPlace).
 */
export function useLaterRouteLinks<E extends HTMLElement>(router: RouterLike, wanted: boolean): RefObject<E | null> {
  const root = useRef<E>(null)
  useEffect(() => {
    const element = root.current
    if (!element || !wanted) return
    let click: ((event: MouseEvent) => void) | undefined
    let live = true
    const stop = onShopperIntent(() =>
      import('../../shared/routing/route-links').then(
        (links) => {
          if (!live) return
          click = (event) => links.openRouteLink(router, event)
          element.addEventListener('click', click)
        },
        () => {}, // the links keep loading their pages
      ),
    )
    return () => {
      live = false
      stop()
      if (click) element.removeEventListener('click', click)
    }
  }, [router, wanted])
  return root
}

/**
 * The click of one of the checkout's own step links: a plain click opens it in place, one with a
 * modifier (a new tab or window) is the browser's.
 */
export const openInPlace =
  (router: { open(path: string): void }) =>
  (event: ReactMouseEvent<HTMLAnchorElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    event.preventDefault()
    router.open(event.currentTarget.href)
  }
