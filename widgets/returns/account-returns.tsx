import { ReturnScreens } from './return-screens'
import type { AccountReturnsRoute } from './routes'

// The return screens inside /myAccount (SPEC 2 Account: returns/{page?}, returns/create/{hash},
// returns/create/client, returns/preview), rendered by the account island's router for those
// routes and loaded when first shown; each screen's own code loads after (return-screens.tsx).
// The returns island loads the screens from here too, so both share one chunk.

/** Which return screen the account route asks for (the account island's slot names it here). */
export type { AccountReturnsRoute }
export { ReturnScreens }

/** `take`: the server's answers that came with the page, each handed out once (the account's props.initial). */
export function AccountReturns({ route, take }: { route: AccountReturnsRoute; take?: (key: string) => unknown }) {
  return <ReturnScreens area="account" route={route} take={take} />
}
