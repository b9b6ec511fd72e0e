import { type GuardLogin, mustLogIn } from '../../shared/routing/route-guard'
import type { ReturnsArea, ReturnsRoute } from './routes'

// The return screens' guard (SPEC 2 Account and Guests guards, 6), pure; apart from rules.ts, the
// products' rules, which only the screens that show products load.

/** What a return screen does when entered: show, send to login, or to the order list. */
export type ReturnGuard = 'allow' | 'login' | 'orders'

export interface ReturnGuardState {
  login: GuardLogin
  /** A return is being created (the server took its items). */
  creating: boolean
  /** Some product of the return has an error. */
  itemError: boolean
}

/** An unlogged hash as the guest paths carry it (SPEC 2 Guests: in the query or the path). */
const isUnloggedHash = (hash: string) => /^[a-z0-9]{6,64}$/i.test(hash)

/**
 * SPEC 2 Account and Guests outside myAccount, 6: the guard of each return route.
 * Inside /myAccount: create/client needs login and a return being created (else the orders);
 * create/{hash} needs login; preview needs login and a return being created or a product with an
 * error (else the orders); the list needs login. On the guest paths: create/client and
 * preview/{hash} need a return being created, else login; create/{hash} needs login or an
 * unlogged hash, else login; returns/{hash} shows the guest's return.
 */
export function returnGuard(area: ReturnsArea, route: ReturnsRoute, state: ReturnGuardState): ReturnGuard {
  if (area === 'account') {
    if (mustLogIn({ needsLogin: true }, state.login)) return 'login'
    if (route.screen === 'client') return state.creating ? 'allow' : 'orders'
    if (route.screen === 'preview') return state.creating || state.itemError ? 'allow' : 'orders'
    return 'allow'
  }
  if (route.screen === 'client' || route.screen === 'preview') return state.creating ? 'allow' : 'login'
  if (route.screen === 'create')
    return mustLogIn({ needsLogin: true, unloggedHash: isUnloggedHash(route.hash) }, state.login) ? 'login' : 'allow'
  return 'allow'
}
