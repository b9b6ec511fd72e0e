import type { MouseEvent } from 'react'
import { useT } from '../i18n/t'
import './page-links.css'

/**
 * The pages a pagination shows: the first, the last, two either side of the current, gaps as null
 * (the listing's window, kept here with the one pagination).
 */
function pageWindow(current: number, pagesCount: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let page = 1; page <= pagesCount; page++) {
    if (page === 1 || page === pagesCount || Math.abs(page - current) <= 2) pages.push(page)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}

/** A click that is the browser's to handle (a new tab, a download): not opened in place. */
const ownClick = (event: MouseEvent) => !(event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)

/**
 * The one pagination of the shop (the listing, the account's orders and threads, returns,
 * after-sale): previous, the first and last pages with two either side of the current one (gaps as
 * "…"), next; the current page marked. Nothing when there is one page. Each link is a real
 * address: an island that routes its own links opens it in place, or passes `open` to be asked.
 */
export function PageLinks({
  label,
  pages,
  current,
  href,
  open,
}: {
  /** The navigation's name ("Strony zwrotów"). */
  label: string
  pages: number
  current: number
  href(page: number): string
  /** Opens a page in place (the listing); without it, the link goes as any link does. */
  open?(page: number): void
}) {
  const t = useT()
  if (pages < 2) return null
  const go = (page: number) =>
    open &&
    ((event: MouseEvent) => {
      if (!ownClick(event)) return
      event.preventDefault()
      open(page)
    })
  // Previous and next keep their place when there is none: a disabled step, not a hole.
  const step = (page: number, rel: 'prev' | 'next', text: string) =>
    page >= 1 && page <= pages ? (
      <a className={`sw-page-links__step sw-page-links__step--${rel}`} href={href(page)} rel={rel} onClick={go(page) || undefined}>
        <span className="sw-page-links__word">{text}</span>
      </a>
    ) : (
      <span className={`sw-page-links__step sw-page-links__step--${rel}`} aria-disabled="true">
        <span className="sw-page-links__word">{text}</span>
      </span>
    )
  return (
    <nav className="sw-page-links" aria-label={label}>
      <ul>
        <li>{step(current - 1, 'prev', t('pageLinksPrevious'))}</li>
        {pageWindow(current, pages).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li className="sw-page-links__gap" key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                aria-label={t('pageLinksPage', { page })}
                aria-current={page === current ? 'page' : undefined}
                onClick={go(page) || undefined}
              >
                {page}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, 'next', t('pageLinksNext'))}</li>
      </ul>
    </nav>
  )
}
