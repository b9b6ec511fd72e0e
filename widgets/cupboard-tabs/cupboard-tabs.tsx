import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { cupboardHref, cupboardRouter, routeCupboardId } from '../../shared/routing/cupboard-routes'
import { useRouteLinks } from '../../shared/routing/island-router'
import { activeCupboardId, showTabs } from '../../shared/stores/cupboard-rules'
import { $cupboards } from '../../shared/stores/cupboards'
import './cupboard-tabs.css'

/** SPEC 2: "my cupboards", and tabs only when there is more than one cupboard. */
export function CupboardTabs() {
  const t = useT()
  const summary = useStore($cupboards)
  const router = cupboardRouter()
  const page = useStore(router)
  const routeLinks = useRouteLinks<HTMLDivElement>(router)
  const active = activeCupboardId(routeCupboardId(page), summary)
  return (
    // Its tabs are the cupboard routes: opened in place; any other link navigates.
    <div className="sw-ct" ref={routeLinks}>
      <h1>{t('myCupboards')}</h1>
      {showTabs(summary) && (
        <nav aria-label={t('cupboardTabs')}>
          <ul>
            {summary.list.map((cupboard) => (
              <li key={cupboard.cupboardId}>
                {/* Read as "Ulubione, 4 prod.", not "Ulubione4 prod.": a comma for screen readers. */}
                <a href={cupboardHref(cupboard.cupboardId)} aria-current={cupboard.cupboardId === active ? 'page' : undefined}>
                  {cupboard.cupboardName}
                  <span className="sw-visually-hidden">,</span>
                  <span>{t('cupboardProducts', { count: cupboard.count })}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
