import { useEffect, useMemo } from 'react'
import { navigation } from '../../shared/browser/navigate'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { useLoginGuard } from '../../shared/routing/route-guard'
import * as v from '../../shared/schemas/kit'
import { $returnDraft, restoreReturnDraft } from '../../shared/stores/returns'
import { $setup } from '../../shared/stores/setup'
import { lazyComponent } from '../../shared/ui/lazy'
import { returnGuard } from './guard'
import { type FirstAnswer, returnsLook } from './look'
import { type ReturnsArea, type ReturnsRoute, returnPaths } from './routes'
import './returns.css'

/** The loading box, the server's fallback (and each screen's while its answer loads): nothing moves. */
function Loading() {
  const t = useT()
  return (
    <div className="sw-rt sw-rt--loading" role="status">
      {t('returnsLoading')}
    </div>
  )
}

// Each screen is a chunk of its own, loaded when shown (a return page carries the one screen it
// shows, within the page's byte budget, test/budgets.ts); the loading box stays until then.
const CreateScreen = lazyComponent(() => import('./create-screen').then((module) => module.CreateScreen), Loading)
const ClientScreen = lazyComponent(() => import('./client-screen').then((module) => module.ClientScreen), Loading)
const PreviewScreen = lazyComponent(() => import('./preview-screen').then((module) => module.PreviewScreen), Loading)
const ListScreen = lazyComponent(() => import('./list-screen').then((module) => module.ListScreen), Loading)

/**
 * The return screens of SPEC 2 (Account returns, Guests outside myAccount) and 4 Returns, behind
 * their guards: login through the one route guard (shared/routing/route-guard.ts), the order list
 * when no return is being created.
 */
export function ReturnScreens({ area, route, take }: { area: ReturnsArea; route: ReturnsRoute; take?: (key: string) => unknown }) {
  const t = useT()
  const config = readConfig()
  const paths = useMemo(() => returnPaths(area, config.paths.home), [area, config.paths.home])
  useMemo(restoreReturnDraft, [])
  const first = useMemo<FirstAnswer>(
    () => (key, schema) => {
      const answer = take?.(key)
      const read = answer === undefined ? null : v.safeParse(schema, answer)
      return read?.success ? read.output : undefined
    },
    [take],
  )
  const draft = useStore($returnDraft)
  const { login } = useStore($setup)
  const guard = returnGuard(area, route, {
    login,
    creating: (draft?.items.length ?? 0) > 0,
    itemError: Object.keys(draft?.errors ?? {}).length > 0,
  })
  useLoginGuard(guard === 'login', config.paths)
  useEffect(() => {
    if (guard === 'orders') navigation.go(paths.orders)
  }, [guard, paths.orders])
  if (guard !== 'allow') {
    return (
      <div className="sw-rt sw-rt--loading" role="status">
        {t('returnsRedirecting')}
      </div>
    )
  }

  const look = returnsLook(t)
  switch (route.screen) {
    case 'create':
      return <CreateScreen key={route.hash} hash={route.hash} paths={paths} look={look} />
    case 'client':
      return (
        <ClientScreen first={first} previewPath={paths.preview(draft?.hash ?? '')} backPath={paths.create(draft?.hash ?? '')} look={look} />
      )
    case 'preview':
      return (
        <PreviewScreen
          first={first}
          backPath={paths.client}
          look={look}
          listPath={
            area === 'guest' ? `${config.paths.home.replace(/\/$/, '')}/returns/${encodeURIComponent(draft?.hash ?? '')}` : paths.list(1)
          }
        />
      )
    case 'list':
      return <ListScreen page={route.page} id={route.id} hash="" pagePath={paths.list} startPath={paths.orders} look={look} />
    case 'guest-list':
      return (
        <ListScreen page={1} id={route.id ?? 0} hash={route.hash} pagePath={() => ''} startPath={paths.create(route.hash)} look={look} />
      )
  }
}
