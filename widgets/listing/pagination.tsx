import type { MouseEvent } from 'react'
import { useT } from '../../shared/i18n/t'
import { pageWindow } from '../../shared/routing/listing-path'

interface PaginationProps {
  current: number
  pagesCount: number
  href(page: number): string
  open(page: number): void
}

/** A click that is the browser's to handle (a new tab, a download): not opened in place. */
const ownClick = (event: MouseEvent) => !(event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)

/** The server's page links, opened in place (SPEC 9: pagination default page 1). */
export function Pagination({ current, pagesCount, href, open }: PaginationProps) {
  const t = useT()
  if (pagesCount < 2) return null
  const link = (page: number) => (event: MouseEvent) => {
    if (!ownClick(event)) return
    event.preventDefault()
    open(page)
  }
  return (
    <nav className="sw-ls__pages" aria-label={t('listingPages')}>
      <ul>
        <li>
          {current > 1 ? (
            <a className="sw-ls__step" href={href(current - 1)} rel="prev" onClick={link(current - 1)}>
              {t('listingPrev')}
            </a>
          ) : (
            <span className="sw-ls__step" aria-disabled="true">
              {t('listingPrev')}
            </span>
          )}
        </li>
        {pageWindow(current, pagesCount).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li className="sw-ls__gap" key={`gap-${index}`}>
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                aria-label={t('listingPage', { page })}
                aria-current={page === current ? 'page' : undefined}
                onClick={link(page)}
              >
                {page}
              </a>
            </li>
          ),
        )}
        <li>
          {current < pagesCount ? (
            <a className="sw-ls__step" href={href(current + 1)} rel="next" onClick={link(current + 1)}>
              {t('listingNext')}
            </a>
          ) : (
            <span className="sw-ls__step" aria-disabled="true">
              {t('listingNext')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
