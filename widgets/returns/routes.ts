/** The return screens inside /myAccount, with their parameters (the account island asks for them). */
export type AccountReturnsRoute =
  | { screen: 'list'; page: number; id: number }
  | { screen: 'create'; hash: string }
  | { screen: 'client' }
  | { screen: 'preview' }

/** The return screens on the guest paths (SPEC 2 Guests outside myAccount). */
type GuestReturnsRoute =
  | { screen: 'create'; hash: string }
  | { screen: 'client' }
  | { screen: 'preview'; hash: string }
  /** The return shown opened: from the address's fragment, which the server does not see. */
  | { screen: 'guest-list'; hash: string; id?: number }

/** Where the return screens are shown: inside /myAccount, or on the guest paths. */
export type ReturnsArea = 'account' | 'guest'

export type ReturnsRoute = AccountReturnsRoute | GuestReturnsRoute

/** The addresses of the return screens of an area, under the language's home path. */
export function returnPaths(area: ReturnsArea, homePath: string) {
  const home = homePath.replace(/\/$/, '')
  const base = area === 'account' ? `${home}/myAccount/returns` : `${home}/returns`
  return {
    create: (hash: string) => `${base}/create/${encodeURIComponent(hash)}`,
    client: `${base}/create/client`,
    preview: (hash: string) => (area === 'account' ? `${base}/preview` : `${base}/preview/${encodeURIComponent(hash)}`),
    list: (page: number) => (page > 1 ? `${base}/${page}` : base),
    // SPEC 2 Account: the guards send to /MyAccount/orders; the shop's account paths are /myAccount/….
    orders: `${home}/myAccount/orders`,
  }
}
