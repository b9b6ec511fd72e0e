import { currentSearch } from '../../shared/browser/navigate'
import { useT } from '../../shared/i18n/t'
import { lazyComponent } from '../../shared/ui/lazy'
import type { ReturnsProps } from './props'

/** The return id in the address's fragment (#9001; SPEC 2 Account returns: id from hash), or 0. */
function fragmentId(): number {
  const id = Number(currentSearch().split('#')[1] ?? '')
  return Number.isInteger(id) && id > 0 ? id : 0
}

/** The server's fallback box (fixtures: returnsMount), drawn until the screens' code is here: nothing moves. */
function Loading() {
  const t = useT()
  return (
    <div className="sw-rt sw-rt--loading" role="status">
      {t('returnsLoading')}
    </div>
  )
}

// The screens load after the island, from the module the account's slot loads them from.
const ReturnScreens = lazyComponent(() => import('./account-returns').then((module) => module.ReturnScreens), Loading)

/**
 * The returns island on its own pages: the guest return paths, and the /myAccount return screens
 * on a page that carries it (the account island draws them through account-returns.tsx).
 */
export function Returns({ area, route }: ReturnsProps) {
  // The server does not see the fragment: the return id of the list comes from the address here.
  const fromAddress = (route.screen === 'list' && !route.id) || route.screen === 'guest-list'
  const shown = fromAddress ? { ...route, id: fragmentId() } : route
  return <ReturnScreens area={area} route={shown} />
}
