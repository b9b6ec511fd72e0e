import { safeHref } from '../schemas/common'
import { currentOrigin, navigation } from './navigate'

// Beside navigate.ts, not in it: a chunk holds whole modules, and the address helpers there are on
// every listing and product page, which never follow an address from data before a click.

/**
 * The one navigation rule (ARCHITECTURE "The boundary"): an address from data may be followed
 * only when it is a path on this site (one leading `/`) or an http(s) address of this origin or of
 * one of `others` (the card gateways). Read as the browser reads it (safeHref's cleaning, then the
 * URL parser, which takes `/\host` for `//host`); gives the cleaned address, or '' when refused.
 */
export function shopTarget(address: string, origin: string, others: readonly string[] = []): string {
  const href = safeHref(address)
  if (!/^(\/|https?:)/i.test(href)) return ''
  try {
    const to = new URL(href, origin).origin
    return to === origin || others.includes(to) ? href : ''
  } catch {
    return ''
  }
}

/**
 * Goes to an address that came from data (`field` names where, for the console) through
 * shopTarget; a refused one keeps the shopper here. True when the page is leaving.
 */
export function followAddress(address: string, field: string, others?: readonly string[]): boolean {
  const target = shopTarget(address, currentOrigin(), others)
  if (target) navigation.go(target)
  else console.error(`[shop-widgets] ${field}: refused to go to ${JSON.stringify(address)}`)
  return target !== ''
}
