import type { ReturnsProps } from './props'
import { ReturnScreens } from './return-screens'
import { fragmentId } from './routes'

/** The returns island on its own pages: the guest return paths (and /myAccount until the account island renders them). */
export function Returns({ area, route }: ReturnsProps) {
  // The server does not see the fragment: the return id of the list comes from the address here.
  const shown = route.screen === 'list' && !route.id ? { ...route, id: fragmentId() } : route
  return <ReturnScreens area={area} route={shown} />
}
