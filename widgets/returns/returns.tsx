import { AccountReturns } from './account-returns'
import type { ReturnsProps } from './props'
import { ReturnScreens } from './return-screens'
import { fragmentId } from './routes'

/**
 * The returns island on its own pages: the guest return paths, and the /myAccount return screens
 * through AccountReturns, the component the account island's router renders there.
 */
export function Returns({ area, route }: ReturnsProps) {
  // The server does not see the fragment: the return id of the list comes from the address here.
  const shown = route.screen === 'list' && !route.id ? { ...route, id: fragmentId() } : route
  if (area === 'account' && shown.screen !== 'guest-list' && !(shown.screen === 'preview' && 'hash' in shown)) {
    return <AccountReturns route={shown} />
  }
  return <ReturnScreens area={area} route={shown} />
}
