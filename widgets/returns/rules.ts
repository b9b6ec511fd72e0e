import { type GuardLogin, mustLogIn } from '../../shared/routing/route-guard'
import type { ReturnsArea, ReturnsRoute } from './routes'

// Pure rules of the returns (SPEC 2 Account and Guests guards, 4 Returns, 5, 8).

/** SPEC 5: a return quantity is clamped from 1 to the ordered (still returnable) quantity. */
export function clampReturnQuantity(value: number, most: number): number {
  const top = Math.max(1, Math.floor(most))
  if (!Number.isFinite(value)) return 1
  return Math.min(top, Math.max(1, Math.round(value)))
}

/** SPEC 5, 8: true when adding an item in `currency` would mix currencies with those already chosen. */
export function mixesCurrencies(chosen: readonly string[], currency: string): boolean {
  return chosen.some((iso) => iso !== currency)
}

/**
 * SPEC 8: per-item errors match by order_item_id: the answer's errors map (keyed by the id as
 * text) and each creator item's own error; the map wins. Items without an error are left out.
 */
export function itemErrors(
  errors: Readonly<Record<string, string>>,
  items: readonly { order_item_id: number; error?: string | null }[],
): Record<string, string> {
  const found: Record<string, string> = {}
  for (const item of items) if (item.error) found[String(item.order_item_id)] = item.error
  for (const [id, message] of Object.entries(errors)) if (message && /^\d+$/.test(id)) found[String(Number(id))] = message
  return found
}

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
