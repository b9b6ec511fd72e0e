import { useEffect, useMemo, useRef, useState } from 'react'
import { track } from '../../shared/browser/analytics'
import { writeCookie } from '../../shared/browser/cookies'
import { whenIdle } from '../../shared/browser/frames'
import { currentPath, currentSearch } from '../../shared/browser/navigate'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import type { ListingAnswer } from '../../shared/schemas/listing'
import { $setup } from '../../shared/stores/setup'
import { lazyComponent } from '../../shared/ui/lazy'
import { SafeHtml } from '../../shared/ui/safe-html'
import { trustedHtml } from '../../shared/ui/trusted-html'
import { ListingFilters } from './filters'
import { createListing } from './listing-store'
import { Pagination } from './pagination'
import type { ListingProps } from './props'
import { activeFilterCount, gridTiles, withoutFilters } from './rules'
import { ProductTile } from './tile'
import { useNarrow } from './use-narrow'
import './listing.css'

/**
 * The category description. The page-1 one is the markup the server already printed into this
 * page, put back as it was; only a description that came later goes through the sanitizer, so
 * the sanitizer's 12 KB gzip load only after the shopper changes the listing (issue 13: 28 KB).
 */
function Description({ html, printed }: { html: string; printed: string }) {
  if (html !== printed) {
    return (
      <div className="sw-ls__description">
        <SafeHtml html={html} />
      </div>
    )
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this page, unchanged (issue 37: through the islands' policy)
  return <div className="sw-ls__description" dangerouslySetInnerHTML={{ __html: trustedHtml(printed) }} />
}

/** Issue 13: the view choice (grid density) is kept in a cookie for 365 days. */
const VIEW_COOKIE = 'listing_view'
const VIEW_COOKIE_DAYS = 365

/**
 * Moves the server's tiles into the island's list: the same nodes, so their pictures stay loaded
 * and their save buttons stay mounted. Runs as the island renders, before it is shown.
 */
const adoptPrintedTiles = (printed: HTMLUListElement) => (list: HTMLUListElement | null) => {
  if (list && list.childElementCount === 0) list.append(...printed.children)
}

/** SPEC 7 "Other behaviour": a click on a tile's product link goes to the analytics data layer (after consent). */
function trackTileClick(target: EventTarget, answer: ListingAnswer): void {
  const link = target instanceof Element ? target.closest<HTMLElement>('a.tile__link[data-product-id]') : null
  const index = link ? answer.products.findIndex((tile) => String(tile.product_id) === link.dataset.productId) : -1
  const tile = answer.products[index]
  if (!tile) return
  const position = (answer.currentPage - 1) * answer.perPage.index + index + 1
  track({
    event: 'productClick',
    ecommerce: {
      click: {
        actionField: { list: answer.seo_header },
        products: [{ id: tile.product_id, name: tile.name, brand: tile.producer_name, price: tile.price_min, position }],
      },
    },
  })
}

/**
 * The category or search listing (SPEC 2, 4): filters, sorting, page size and pages change in
 * place, the address follows, Back and Forward restore. Its first render is the server's page 1.
 */
const FilterDrawer = lazyComponent(() => import('./drawer').then((module) => module.FilterDrawer))

export function Listing(props: ListingProps & { printed?: HTMLUListElement | null }) {
  const t = useT()
  const root = useRef<HTMLDivElement>(null)
  // Issue 26: on a phone the filters open from one button, in a drawer loaded when first opened.
  const narrow = useNarrow()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const [listing] = useState(() =>
    createListing(props, {
      scrollY: () => window.scrollY,
      // After the tiles of the state just set are drawn (the next frame): scrolled earlier, the old
      // tiles' height clamps the position, and the browser's scroll anchoring then keeps the page
      // links in view while the taller page draws, which ended at the footer after Back.
      scrollTo: (y) => requestAnimationFrame(() => window.scrollTo(0, y)),
      top: () => (root.current ? root.current.getBoundingClientRect().top + window.scrollY : 0),
    }),
  )
  const { shown, requested, loading, failure } = useStore(listing.$listing)
  const [view, setView] = useState(props.view)
  const currency = useStore($setup).currency.symbol

  // Issue 29: the code that calls loads when the browser is idle, not on the first tap.
  useEffect(() => whenIdle(() => void import('../../shared/api/transport').catch(() => {})), [])

  useEffect(() => {
    const restore = () => void listing.restore()
    window.addEventListener('popstate', restore)
    return () => {
      window.removeEventListener('popstate', restore)
      listing.stop()
    }
  }, [listing])

  const { answer, query } = shown
  const basketPath = readConfig().paths.basket
  // Issue 29: the same elements while the answer stays, so the loading state and the controls'
  // changes redraw no tile; a new answer keeps the nodes of the products it still shows (keys).
  const tiles = useMemo(
    () =>
      gridTiles(answer.products, props.boxes, query, answer.currentPage).map((tile) => (
        <ProductTile
          key={tile.product_id}
          tile={tile}
          currency={currency}
          csrfToken={props.csrfToken}
          returnTo={currentPath() + currentSearch()}
          basketPath={basketPath}
        />
      )),
    [answer, query, props.boxes, currency, props.csrfToken, basketPath],
  )
  // Issue 26: on a phone the same filters open from one button, in a drawer.
  const filters = (
    <ListingFilters
      base={props.base}
      query={requested}
      answer={answer}
      clearHref={listing.addressOf(withoutFilters(requested))}
      open={(next) => void listing.open(next)}
      categories={props.categories}
      view={view}
      chooseView={(next) => {
        // Issue 13: the grid density is kept for a year; the server prints it from the cookie.
        writeCookie(VIEW_COOKIE, next, VIEW_COOKIE_DAYS)
        setView(next)
      }}
    />
  )
  return (
    <div className={view === 'small' ? 'sw-ls sw-ls--small' : 'sw-ls'} ref={root}>
      <h1 className="sw-ls__title">{answer.seo_header}</h1>
      <p className="sw-ls__count" role="status">
        {t('listingCount', { count: answer.productsCount })}
      </p>
      {failure && (
        <p className="sw-ls__failure" role="alert">
          {t('listingFailed')} {failure}{' '}
          <button type="button" className="sw-ls__retry" onClick={() => void listing.retry()}>
            {t('retry')}
          </button>
        </p>
      )}
      <div className="sw-ls__body">
        {narrow ? (
          <>
            <button
              ref={opener}
              type="button"
              className="sw-button sw-button--secondary sw-ls__drawer-open"
              aria-haspopup="dialog"
              onClick={() => setDrawerOpen(true)}
            >
              {t('listingFiltersAndSort')}
              {activeFilterCount(requested) > 0 && <span className="sw-ls__drawer-count">{activeFilterCount(requested)}</span>}
            </button>
            {drawerOpen && (
              <FilterDrawer
                active={activeFilterCount(requested)}
                showLabel={t('listingDrawerShow', { count: answer.productsCount })}
                clearHref={listing.addressOf(withoutFilters(requested))}
                clear={() => void listing.open(withoutFilters(requested))}
                onClose={() => {
                  setDrawerOpen(false)
                  opener.current?.focus()
                }}
              >
                {filters}
              </FilterDrawer>
            )}
          </>
        ) : (
          filters
        )}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the tiles' own links are the controls; this only hears their clicks for analytics */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click, heard the same way */}
        <div
          className={loading ? 'sw-ls__results is-loading' : 'sw-ls__results'}
          aria-busy={loading}
          onClick={(event) => trackTileClick(event.target, answer)}
        >
          {answer === props.answer && answer.products.length && props.printed ? (
            // The server's page 1: its tiles are taken over as they are, not drawn again (issue 9:
            // drawing 36 tiles and their save buttons was one 350 ms task at 4x CPU). Without them
            // (printed-tiles.ts), page 1 is drawn from the props like any other.
            <ul key="printed" className="tiles sw-ls__tiles" ref={adoptPrintedTiles(props.printed)} />
          ) : answer.products.length ? (
            <ul key="drawn" className="tiles sw-ls__tiles">
              {tiles}
            </ul>
          ) : (
            <div className="sw-ls__empty">
              <p>{t('listingEmpty')}</p>
              <a
                className="sw-button"
                href={listing.addressOf(withoutFilters(query))}
                onClick={(event) => {
                  event.preventDefault()
                  void listing.open(withoutFilters(query))
                }}
              >
                {t('listingClear')}
              </a>
            </div>
          )}
          <Pagination
            current={answer.currentPage}
            pagesCount={answer.pagesCount}
            href={(page) => listing.addressOf({ ...query, page })}
            open={(page) => void listing.open({ ...query, page }, true)}
          />
        </div>
      </div>
      <Description html={answer.seo_content_description} printed={props.answer.seo_content_description} />
    </div>
  )
}
