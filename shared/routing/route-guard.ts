import { useEffect, useRef } from 'react'
import { currentOrigin, currentPath, currentSearch, navigation } from '../browser/navigate'

// The one route guard of every island (SPEC 2 Global navigation, 6). An island decides per route
// whether it needs login; this module decides whether the visitor may stay and, if not, where the
// login page is and what it is told: the origin (where the visitor was) and the wanted target
// (where they wanted to go), kept apart in `from` and `to`, as setup.login.from and .to read them.

/** What the guard reads of setup.login. */
export interface GuardLogin {
  logged: boolean
  basketNotLogged: boolean
}

/** A route as far as the guard goes. */
export interface GuardedRoute {
  /** The route needs a logged-in customer or a shopper in basket-guest mode. */
  needsLogin: boolean
  /** The route was opened with an unlogged hash (a guest's order or return), which lets it pass. */
  unloggedHash?: boolean
  /**
   * Only a logged-in customer passes: basket-guest mode is not enough (SPEC 6 names basket-guest
   * mode for the checkout and the return screens only; an account's personal data is the customer's).
   */
  customerOnly?: boolean
}

/** SPEC 2 Global navigation, 6: true when the visitor must log in before the route shows. */
export function mustLogIn(route: GuardedRoute, login: GuardLogin): boolean {
  return route.needsLogin && !route.unloggedHash && !login.logged && (route.customerOnly === true || !login.basketNotLogged)
}

/** The login page's address (already in the current language) told the origin and the target. */
export function loginAddress(loginPath: string, from: string, to: string): string {
  const query = new URLSearchParams({ from, to })
  return `${loginPath}${loginPath.includes('?') ? '&' : '?'}${query}`
}

/**
 * Where the visitor was before the guarded route: the path an island showed before it moved in
 * place (`previous`), else the page that linked here when it is on this site, else the guarded
 * address itself (a visitor who typed it or came from another site was nowhere else in the shop;
 * the login page still sees that a basket path started it and shows the checkout login, SPEC 2 Login).
 */
export function guardOrigin(previous: string | null, referrer: string, origin: string, target: string): string {
  if (previous) return previous
  try {
    const url = new URL(referrer)
    if (url.origin === origin) return url.pathname + url.search
  } catch {
    // No referrer, or not an address: the home.
  }
  return target
}

/**
 * Sends the visitor to log in, telling the login page where they were (`previous`: the path the
 * island showed before, if any; else see guardOrigin) and the address they wanted (this page's
 * path, query and hash).
 */
export function goToLogin(loginPath: string, previous: string | null): void {
  const here = currentPath() + currentSearch()
  navigation.go(loginAddress(loginPath, guardOrigin(previous, document.referrer, currentOrigin(), here), here))
}

/**
 * Sends the visitor to log in when `blocked` turns true (goToLogin). Paths shown before by the
 * same island count as the origin, so moving in place from /basket to /basket/delivery tells `from=/basket`.
 */
export function useLoginGuard(blocked: boolean, paths: { login: string }): void {
  const previous = useRef<string | null>(null)
  const here = currentPath() + currentSearch()
  useEffect(() => {
    if (blocked) goToLogin(paths.login, previous.current)
    else previous.current = here
  }, [blocked, here, paths.login])
}
