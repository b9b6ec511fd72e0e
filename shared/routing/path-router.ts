import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { RouterLike } from './route-links'

// A router over fixed paths, no parameters (the checkout's three steps): what island-router.ts does
// for them in fewer bytes still (/basket's byte budget, test/budgets.ts). Same rules: a path
// matches without its trailing slash and in any case; popstate re-reads the address (a hash never
// changes the route); links are the island's to hand over (route-links.ts openRouteLink).

export interface PathRouter<R extends string> extends ReadableAtom<{ route: R } | undefined>, RouterLike {
  /** Shows the path (its route, or none) and adds it to the history; `redirect` replaces the entry instead. */
  open(path: string, redirect?: boolean): void
}

const literal = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function createPathRouter<R extends string>(paths: Record<R, string>): PathRouter<R> {
  const routes = (Object.keys(paths) as R[]).map(
    (route) => [route, new RegExp(`^${literal(paths[route].replace(/\/$/, '') || '/')}$`, 'i')] as const,
  )
  const match = (pathname: string) => {
    const path = pathname.replace(/\/$/, '') || '/'
    const found = routes.find(([, pattern]) => pattern.test(path))
    return found && { route: found[0] }
  }
  const $page = atom(match(location.pathname))
  const read = () => {
    const page = match(location.pathname)
    if (page?.route !== $page.get()?.route) $page.set(page)
  }
  onMount($page, () => {
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  })
  return Object.assign($page, {
    routes,
    open(path: string, redirect = false) {
      const url = new URL(path, location.href)
      if (url.href !== location.href) history[redirect ? 'replaceState' : 'pushState'](null, '', url.href)
      read()
    },
  })
}
