import { useEffect, useRef, useState } from 'react'
import { currentPath, currentSearch } from '../../shared/browser/navigate'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { $setup } from '../../shared/stores/setup'
import { SafeHtml } from '../../shared/ui/safe-html'
import { ListingFilters } from './filters'
import { createListing } from './listing-store'
import { Pagination } from './pagination'
import type { ListingProps } from './props'
import { fill, withoutFilters } from './rules'
import { ProductTile } from './tile'
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
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this page, unchanged
  return <div className="sw-ls__description" dangerouslySetInnerHTML={{ __html: printed }} />
}

/**
 * The category or search listing (SPEC 2, 4): filters, sorting, page size and pages change in
 * place, the address follows, Back and Forward restore. Its first render is the server's page 1.
 */
export function Listing(props: ListingProps) {
  const t = useT()
  const root = useRef<HTMLDivElement>(null)
  const [listing] = useState(() =>
    createListing(props, {
      scrollY: () => window.scrollY,
      scrollTo: (y) => window.scrollTo(0, y),
      top: () => (root.current ? root.current.getBoundingClientRect().top + window.scrollY : 0),
    }),
  )
  const { shown, requested, loading, failure } = useStore(listing.$listing)
  const currency = useStore($setup).currency.symbol

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
  return (
    <div className="sw-ls" ref={root}>
      <h1 className="sw-ls__title">{answer.seo_header}</h1>
      <p className="sw-ls__count" role="status">
        {fill(t('listingCount'), { count: answer.productsCount })}
      </p>
      {failure && (
        <p className="sw-ls__failure" role="alert">
          {t('listingFailed')} {failure}
        </p>
      )}
      <div className="sw-ls__body">
        <ListingFilters
          base={props.base}
          query={requested}
          answer={answer}
          clearHref={listing.addressOf(withoutFilters(requested))}
          open={(next) => void listing.open(next)}
        />
        <div className={loading ? 'sw-ls__results is-loading' : 'sw-ls__results'} aria-busy={loading}>
          {answer.products.length ? (
            <ul className="tiles sw-ls__tiles">
              {answer.products.map((tile, index) => (
                <ProductTile
                  key={tile.product_id}
                  tile={tile}
                  currency={currency}
                  csrfToken={props.csrfToken}
                  returnTo={currentPath() + currentSearch()}
                  basketPath={basketPath}
                  list={answer.seo_header}
                  position={(answer.currentPage - 1) * answer.perPage.index + index + 1}
                />
              ))}
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
