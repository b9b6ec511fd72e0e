import { ReturnScreens } from './return-screens'

// The return screens inside /myAccount (SPEC 2 Account: returns/{page?}, returns/create/{hash},
// returns/create/client, returns/preview), rendered by the account island's router for those
// routes and loaded when first shown.

/** Which return screen the account route asks for, with its parameters. */
export type AccountReturnsRoute =
  | { screen: 'list'; page: number; id: number }
  | { screen: 'create'; hash: string }
  | { screen: 'client' }
  | { screen: 'preview' }

export function AccountReturns({ route }: { route: AccountReturnsRoute }) {
  return <ReturnScreens area="account" route={route} />
}
