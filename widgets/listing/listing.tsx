import { useEffect, useMemo, useRef, useState } from 'react'
import { writeCookie } from '../../shared/browser/cookies'
import { currentPath, currentSearch } from '../../shared/browser/navigate'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import type { ListingAnswer } from '../../shared/schemas/listing'
import { $setup } from '../../shared/stores/setup'
import { lazyComponent } from '../../shared/ui/lazy'
import { SafeHtml } from '../../shared/ui/safe-html'
import { trustedHtml } from '../../shared/ui/trusted-html'
import { ActiveFilters } from './chips'
import { ListingFilters } from './filters'
import { createListing } from './listing-store'
import { Pagination } from './pagination'
import type { ListingProps } from './props'
import {
  activeChips,
  activeFilterCount,
  categoryUri,
  clampPage,
  pageSizes,
  priceRange,
  promotedBoxes,
  removingFrom,
  showsFilter,
  withoutFilters,
} from './rules'
import { useNarrow } from './use-narrow'
import './listing.css'

/**
 * The category description. The page-1 one is the markup the server already printed into this
 * page, put back as it was; only a description that came later goes through the sanitizer, so
 * the sanitizer loads only after the shopper changes the listing (the category page's byte
 * budget, test/budgets.ts).
 */
function Description({ html, printed }: { html: string; printed: string }) {
  if (html !== printed) {
    return (
      <div className="sw-ls__description">
        <SafeHtml html={html} />
      </div>
    )
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this page, unchanged (through the islands' Trusted Types policy)
  return <div className="sw-ls__description" dangerouslySetInnerHTML={{ __html: trustedHtml(printed) }} />
}

/** The view choice (grid density) is kept in a cookie for 365 days. */
const VIEW_COOKIE = 'listing_view'
const VIEW_COOKIE_DAYS = 365

/**
 * Moves the server's tiles (or promotion cards) into the island's list: the same nodes, so their
 * pictures stay loaded and their save buttons stay mounted. Runs as the island renders, before it is shown.
 */
const adoptPrinted = (printed: HTMLElement) => (list: HTMLElement | null) => {
  if (list && list.childElementCount === 0) list.append(...printed.children)
}

/**
 * The analytics' code (with the consent cookie's reader): loaded on the first hover, focus or press
 * on a tile, before its click, not with the page (the category page's first-visit budget).
 */
let analytics: typeof import('../../shared/browser/analytics') | undefined
const loadAnalytics = () => import('../../shared/browser/analytics').then((module) => (analytics = module))

/**
 * SPEC 7 "Other behaviour": a click on a tile's product link goes to the analytics data layer (after
 * consent). The code is there by the click (loadAnalytics); were it not, the event follows it, still
 * before the next page's answer replaces this one.
 */
function trackTileClick(target: EventTarget, answer: ListingAnswer): void {
  const link = target instanceof Element ? target.closest<HTMLElement>('a.tile__link[data-product-id]') : null
  const index = link ? answer.products.findIndex((tile) => String(tile.product_id) === link.dataset.productId) : -1
  const tile = answer.products[index]
  if (!tile) return
  const position = (answer.currentPage - 1) * pageSizes(answer.perPage).index + index + 1
  const event = {
    event: 'productClick',
    ecommerce: {
      click: {
        actionField: { list: answer.seo_header },
        products: [{ id: tile.product_id, name: tile.name, brand: tile.producer_name, price: tile.price_min, position }],
      },
    },
  }
  if (analytics) analytics.track(event)
  else
    void loadAnalytics().then(
      ({ track }) => track(event),
      () => {},
    )
}

/**
 * The category or search listing (SPEC 2, 4): filters, sorting, page size and pages change in
 * place, the address follows, Back and Forward restore. Its first render is the server's page 1.
 */
const FilterDrawer = lazyComponent(() => import('./drawer').then((module) => module.FilterDrawer))
/**
 * The code of the tiles and promotion cards the island draws (not the server's page 1,
 * which it keeps), off the first load: fetched on the shopper's first sign of changing the listing
 * (`warm`), and awaited by every load of another answer, so a drawn answer never shows without its tiles.
 */
let drawn: Pick<typeof import('./drawn'), 'DrawnTiles' | 'Promotions'> | undefined
const loadDrawn = () => import('./drawn').then(({ DrawnTiles, Promotions }) => (drawn = { DrawnTiles, Promotions }))
/**
 * What a change of the listing needs, fetched on intent, not with the page (the category page's
 * first-visit budget, test/budgets.ts): a press, focus or hover on the listing's controls (anything
 * in it but the tiles, which lead away: there, the analytics) starts it, so by the click the code
 * is on its way beside the call. Every load awaits it all the same (listing-store.ts `ready`), so
 * Back and Forward, heard by the one popstate listener below, start it with their call.
 */
const INTENT = ['pointerdown', 'focusin', 'mouseover'] as const
const warm = () => {
  void import('../../shared/api/transport').catch(() => {})
  return loadDrawn()
}

export function Listing(props: ListingProps & { printed?: HTMLUListElement | null; printedPromos?: HTMLElement | null }) {
  const t = useT()
  const root = useRef<HTMLDivElement>(null)
  // On a phone the filters open from one button, in a drawer loaded when first opened.
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
      ready: loadDrawn,
      top: () => (root.current ? root.current.getBoundingClientRect().top + window.scrollY : 0),
    }),
  )
  const { shown, requested, loading, failure } = useStore(listing.$listing)
  const [view, setView] = useState(props.view)
  const currency = useStore($setup).currency.symbol

  // The code that calls and draws loads on the shopper's intent, before the tap that needs it.
  const [, setDrawn] = useState(drawn)
  useEffect(() => {
    const element = root.current
    let warmed = false
    const load = () => {
      if (warmed) return
      warmed = true
      void warm().then(setDrawn, () => {})
    }
    const intent = (event: Event) => {
      if (!(event.target instanceof Element && event.target.closest('.sw-ls__tiles, .sw-ls__promos'))) load()
      else if (!analytics) void loadAnalytics().catch(() => {})
    }
    // Page 1 drawn from the props (the server's tiles were not found) needs the tiles at once.
    if (!props.printed && props.answer.products.length) load()
    // Only on the island's own root: nothing page-wide for this.
    for (const type of INTENT) element?.addEventListener(type, intent, { passive: true })
    return () => {
      for (const type of INTENT) element?.removeEventListener(type, intent)
    }
  }, [props.printed, props.answer])

  useEffect(() => {
    // SPEC 4: a server page outside the range gives way to the clamped one.
    void listing.settle()
    const restore = () => void listing.restore()
    window.addEventListener('popstate', restore)
    return () => {
      window.removeEventListener('popstate', restore)
      listing.stop()
    }
  }, [listing])

  const { answer, query } = shown
  const basketPath = readConfig().paths.basket
  const returnTo = currentPath() + currentSearch()
  const current = clampPage(answer.currentPage, answer.pagesCount)
  // SPEC 2: the island hides what the category's uri hides, whatever the answer carries.
  const attributes = answer.attributes.filter((filter) => showsFilter(categoryUri(props.base), filter.code))
  // The chips name what the tiles shown are filtered by: they change with the answer, not at the
  // tap (the ticked box is the tap's answer). Drawn at the tap, the row moved every tile in the
  // tap's frame (most of its layout and paint at 4x CPU), and a failed call left chips for filters
  // the tiles did not have.
  const chipsOf = (of: typeof query) =>
    activeChips(
      of,
      { attributes, fichesFilter: answer.fichesFilter },
      t('listingPrice'),
      priceRange(of.priceFrom, of.priceTo, currency, { from: t('listingPriceFrom'), to: t('listingPriceTo') }),
    )
  const chips = removingFrom(chipsOf(query), chipsOf(requested), requested)
  const boxes = promotedBoxes(props.boxes, query, current, answer.productsCount)
  // The description is kept while the answer's stays. Drawn again at every render (a
  // tap's, the loading state's), preact compared the policy's new TrustedHTML with the element's
  // innerHTML: the whole description serialised at each tap.
  const description = useMemo(
    () => <Description html={answer.seo_content_description} printed={props.answer.seo_content_description} />,
    [answer.seo_content_description, props.answer.seo_content_description],
  )
  // On a phone the same filters open from one button, in a drawer.
  const filters = (
    <ListingFilters
      base={props.base}
      query={requested}
      answer={answer}
      attributes={attributes}
      currency={currency}
      open={(next) => void listing.open(next)}
      categories={props.categories}
      view={view}
      chooseView={(next) => {
        // The grid density is kept for a year; the server prints it from the cookie.
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
          <ActiveFilters
            chips={chips}
            href={listing.addressOf}
            open={(next) => void listing.open(next)}
            clear={answer.products.length ? withoutFilters(requested) : null}
          />
          {boxes.length > 0 &&
            (answer === props.answer && props.printedPromos ? (
              // A key of its own: the tiles' list beside it is "printed", and React, meeting two
              // siblings with one key, kept this card after a filter had taken it away.
              <div key="printed-promos" className="sw-ls__promos" ref={adoptPrinted(props.printedPromos)} />
            ) : (
              drawn && (
                <drawn.Promotions
                  boxes={boxes}
                  currency={currency}
                  csrfToken={props.csrfToken}
                  returnTo={returnTo}
                  basketPath={basketPath}
                />
              )
            ))}
          {answer === props.answer && answer.products.length && props.printed ? (
            // The server's page 1: its tiles are taken over as they are, not drawn again (drawing
            // 36 tiles and their save buttons was one long task on a slow phone). Without them
            // (printed-tiles.ts), page 1 is drawn from the props like any other.
            <ul key="printed" className="tiles sw-ls__tiles" ref={adoptPrinted(props.printed)} />
          ) : answer.products.length ? (
            drawn && (
              <drawn.DrawnTiles
                key="drawn"
                products={answer.products}
                currency={currency}
                csrfToken={props.csrfToken}
                basketPath={basketPath}
              />
            )
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
            current={current}
            pagesCount={answer.pagesCount}
            href={(page) => listing.addressOf({ ...query, page })}
            open={(page) => void listing.open({ ...query, page }, true)}
          />
        </div>
      </div>
      {description}
    </div>
  )
}
