import { safeHref } from '../schemas/common'

// The page's address, read and changed behind small functions so tests can replace them.

/** Full-page navigation. */
export const navigation = {
  go(path: string): void {
    location.assign(path)
  },
}

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

export const currentPath = (): string => location.pathname
export const currentHref = (): string => location.href
export const currentOrigin = (): string => location.origin
export const currentHostname = (): string => location.hostname
/** The query and the fragment of the address ('?a=1#b'): what a reload of the same page keeps. */
export const currentSearch = (): string => location.search + location.hash

/** In-place navigation of an island that keeps its state in the address (the listing). */
export const addressHistory = {
  push(url: string, state: unknown): void {
    history.pushState(state, '', url)
  },
  replace(url: string, state: unknown): void {
    history.replaceState(state, '', url)
  },
  state: (): unknown => history.state,
}
