// The account's rules (SPEC 2 Account, Global navigation, 5, 6), pure: which screen a route shows,
// the addresses of the sections, page clamps and what the route guard is told.

/** The sections of the menu (in its order, with their names: menu.tsx sectionTitleKeys). */
export type MenuSection =
  | 'personalData'
  | 'passwordChange'
  | 'address'
  | 'orders'
  | 'returns'
  | 'opinions'
  | 'loyaltyProgram'
  | 'bok'
  | 'cupboards'

/** What the account shows for an address. */
export type AccountRoute =
  | { screen: 'personalData' | 'passwordChange' | 'address' | 'opinions' | 'loyaltyProgram' | 'cupboards' }
  | { screen: 'orders'; page: number; id: number; unloggedHash: string }
  | { screen: 'returns'; page: number; id: number; unloggedHash: string }
  | { screen: 'returnsCreate'; hash: string }
  | { screen: 'returnsCreateClient' | 'returnsPreview' }
  | { screen: 'bok'; page: number }
  | { screen: 'bokConversation'; id: number }
  | { screen: 'other' }

/** What the router gives (a nanostores page). */
export interface RoutePage {
  route: string
  path?: string
  params: Record<string, string>
  hash: string
  search: Record<string, string>
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** SPEC 2 Account: the order (or return) id comes from the URL hash, default 0. */
export const hashId = (hash: string) => positive(hash.replace(/^#/, ''), 0)

export function accountRoute(page: RoutePage | undefined): AccountRoute {
  if (!page) return { screen: 'other' }
  const { params } = page
  switch (page.route) {
    case 'orders':
    case 'returns':
      return { screen: page.route, page: positive(params.page, 1), id: hashId(page.hash), unloggedHash: page.search.hash ?? '' }
    case 'returnsCreate':
      return { screen: 'returnsCreate', hash: params.hash ?? '' }
    case 'returnsCreateClient':
    case 'returnsPreview':
      return { screen: page.route }
    case 'bok':
      return { screen: 'bok', page: positive(params.page, 1) }
    case 'bokConversation':
      return { screen: 'bokConversation', id: positive(params.id, 0) }
    case 'personalData':
    case 'passwordChange':
    case 'address':
    case 'opinions':
    case 'loyaltyProgram':
    case 'cupboards':
      return { screen: page.route }
    default:
      return { screen: 'other' }
  }
}

/** The menu section a screen belongs to (marked as the current one). */
export function sectionOf(route: AccountRoute): MenuSection | null {
  switch (route.screen) {
    case 'returnsCreate':
    case 'returnsCreateClient':
    case 'returnsPreview':
      return 'returns'
    case 'bokConversation':
      return 'bok'
    case 'other':
      return null
    default:
      return route.screen
  }
}

/** A section's address in the page's language, as the screens get it from the account (`href` prop). */
export type AccountHref = (section: string, page?: number) => string

/** The address of a section in the page's language ('' for pl); page 1 has no number. */
export function accountHref(lang: string, section: string, page = 1): string {
  return `${lang}/myAccount/${section}${page > 1 ? `/${page}` : ''}`
}

/**
 * Screens another island or the server draws: the island opens them with a page load, not in
 * place (the cupboard islands live on their own page). The return screens open in place: the
 * account draws them (widgets/returns/account-returns.tsx).
 */
export const opensInPlace = (route: AccountRoute) => route.screen !== 'cupboards' && route.screen !== 'other'

/**
 * SPEC 6 for the route guard: every account screen needs login; return create and preview also
 * let a shopper in basket-guest mode in; orders and returns with an unlogged hash let guests in.
 */
export function guardOf(route: AccountRoute): { needsLogin: boolean; customerOnly: boolean; unloggedHash: boolean } {
  const guestsMayCreate = route.screen === 'returnsCreate' || route.screen === 'returnsCreateClient' || route.screen === 'returnsPreview'
  const unloggedHash = (route.screen === 'orders' || route.screen === 'returns') && route.unloggedHash !== ''
  return { needsLogin: true, customerOnly: !guestsMayCreate, unloggedHash }
}
