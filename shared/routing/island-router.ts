import { atom, onMount, type ReadableAtom } from 'nanostores'

// Every router of the islands with routes of their own (the account, the cupboards), after
// @nanostores/router's rules for pattern routes, in the few lines the islands use (the
// library weighed on every account page's byte budget, test/budgets.ts). An island owns its element
// and its routes, nothing else (ARCHITECTURE.md): the router listens to popstate and hashchange
// only, never to the page's clicks; each island hands its own link clicks over (route-links.ts
// openRouteLink). The checkout's three fixed paths have a smaller router still (path-router.ts).

/** A route: the pattern the path (without its trailing slash) must match, and its params from the pattern's groups. */
type Route = readonly [RegExp, (...groups: (string | undefined)[]) => object]

/** What the router shows for the address: the route that matched, its params, the query and the hash. */
type IslandPage<T extends Record<string, Route>> = {
  [K in keyof T & string]: { route: K; params: ReturnType<T[K][1]>; path: string; search: Record<string, string>; hash: string }
}[keyof T & string]

export interface IslandRouter<T extends Record<string, Route>> extends ReadableAtom<IslandPage<T> | undefined> {
  routes: (readonly [keyof T & string, RegExp, T[keyof T][1]])[]
  /** Shows the path and adds it to the history (`redirect`: replaces the entry); nothing when it is the address shown. */
  open(path: string, redirect?: boolean): void
}

/** A router over the given routes, tried in order; a path that none matches shows as undefined. */
export function createIslandRouter<const T extends Record<string, Route>>(table: T): IslandRouter<T> {
  const routes = Object.entries(table).map(([name, [pattern, params]]) => [name, pattern, params] as const)
  // The address last read, so that the same address (a hashchange after popstate) is read once.
  let shown: string | undefined
  const read = (href: string): IslandPage<T> | undefined | false => {
    const url = new URL(href.replace(/#$/, ''), 'http://a')
    const key = url.pathname + url.search + url.hash
    if (key === shown) return false
    shown = key
    const path = url.pathname.replace(/\/$/, '') || '/'
    for (const [route, pattern, params] of routes) {
      const match = path.match(pattern)
      if (match)
        return {
          route,
          params: params(...match.slice(1)),
          path,
          search: Object.fromEntries(url.searchParams),
          hash: url.hash,
        } as IslandPage<T>
    }
    return undefined
  }
  const $page = atom<IslandPage<T> | undefined>()
  const change = () => {
    const page = read(location.href)
    if (page !== false) $page.set(page)
  }
  onMount($page, () => {
    change()
    window.addEventListener('popstate', change)
    window.addEventListener('hashchange', change)
    return () => {
      shown = undefined
      window.removeEventListener('popstate', change)
      window.removeEventListener('hashchange', change)
    }
  })
  return Object.assign($page, {
    routes,
    open(path: string, redirect = false) {
      const page = read(path)
      if (page === false) return
      $page.set(page)
      history[redirect ? 'replaceState' : 'pushState'](null, '', path)
    },
  })
}

export { openRouteLink, ownsPath, useRouteLinks } from './route-links'
