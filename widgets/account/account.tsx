import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { currentPath, navigation } from '../../shared/browser/navigate'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { useRouteLinks } from '../../shared/routing/island-router'
import { mustLogIn, useLoginGuard } from '../../shared/routing/route-guard'
import { $setup } from '../../shared/stores/setup'
import { initialAnswers } from './initial-answers'
import { AccountMenu, sectionTitleKeys } from './menu'
import type { AccountProps } from './props'
import { createAccountRouter } from './routes'
import { accountHref, accountRoute, guardOf, opensInPlace, type RoutePage, sectionOf } from './rules'
import { Screen } from './screen'
import './account.css'

const withoutSlash = (path: string) => path.replace(/\/$/, '') || '/'

/**
 * SPEC 2 Global navigation: after each navigation the server-rendered container is hidden when the
 * island's screen has content, and shown again when it has nothing to show, as long as the server
 * drew it for this address. A screen without content on another address (Back to a page the
 * island does not draw) loads from the server.
 */
function useServerContainer(serverId: string, screen: React.RefObject<HTMLElement | null>, path: string, fromServer: boolean) {
  // The server drew its container for the address the document was loaded at, whatever its
  // data-path says: without this, a server that prints no data-path (or another spelling of the
  // address) on a page the island does not draw had it load the same page again and again.
  const loadedAt = useRef(withoutSlash(currentPath()))
  useLayoutEffect(() => {
    const server = document.getElementById(serverId)
    const element = screen.current
    if (!server || !element) return
    const update = () => {
      const drawn = element.childElementCount > 0
      const here = withoutSlash(path)
      const ours = here === loadedAt.current || withoutSlash(server.dataset.path ?? '') === here
      server.hidden = drawn || !ours
      if (fromServer && !drawn && !ours && server.dataset.loading !== path) {
        server.dataset.loading = path
        navigation.go(path + location.search + location.hash)
      }
    }
    update()
    const observer = new MutationObserver(update)
    observer.observe(element, { childList: true })
    return () => observer.disconnect()
  }, [serverId, screen, path, fromServer])
}

/** The account island: the menu and the screen of every /myAccount route (SPEC 2 Account). */
export function Account({ initial, server }: AccountProps) {
  const t = useT()
  const config = readConfig()
  const router = useMemo(createAccountRouter, [])
  const answers = useMemo(() => initialAnswers(initial), [initial])
  const page: RoutePage | undefined = useStore(router)
  const route = accountRoute(page)
  const lang = page?.params.lang ?? ''
  // Its links open in place only for the screens it draws; the rest (cupboards, returns) load.
  const links = useMemo(
    () => ({
      routes: router.routes.filter(([name]) => opensInPlace(accountRoute({ route: name, params: {}, hash: '', search: {} }))),
      open: router.open,
    }),
    [router],
  )
  const routeLinks = useRouteLinks<HTMLDivElement>(links)
  const screen = useRef<HTMLDivElement>(null)
  const path = page?.path ?? currentPath()
  useServerContainer(server, screen, path, !opensInPlace(route) && route.screen !== 'other')

  // SPEC 2 Global navigation, 6: the one route guard; the login page comes back here after.
  const { login } = useStore($setup)
  const blocked = mustLogIn(guardOf(route), login)
  useLoginGuard(blocked, config.paths)

  // SPEC 2 Account: any other path redirects to personalData.
  useEffect(() => {
    if (route.screen === 'other') router.open(accountHref(lang, 'personalData'), true)
  }, [route.screen, router, lang])

  const section = sectionOf(route)
  const title = section ? t(sectionTitleKeys[section]) : ''
  // After an in-place move the new screen's heading takes focus (screen readers hear where they are).
  const moved = useRef(false)
  useEffect(() => {
    if (!section) return
    document.title = `${title} · ${document.title.split(' · ').pop()}`
    const element = screen.current
    if (!moved.current || !element) {
      moved.current = true
      return
    }
    // A screen whose chunk is still on its way draws its heading later: it takes focus then.
    const focusHeading = () => {
      const heading = element.querySelector<HTMLElement>('h1')
      heading?.focus({ preventScroll: false })
      return heading !== null
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect())
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [section, title])

  return (
    <div className="sw-acc" ref={routeLinks}>
      <AccountMenu lang={lang} active={section} />
      <div className="sw-acc__screen" ref={screen}>
        {!blocked && <Screen route={route} title={title} lang={lang} router={router} answers={answers} />}
      </div>
    </div>
  )
}
