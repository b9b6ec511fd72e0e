import './page-links.css'

/**
 * Links to the pages of a list (SPEC 5: pages from 1 to the page count), each read as "{pageWord}
 * {n}", the current one marked. Nothing when there is one page. Each link is a real address, so
 * a page opens as any link does: the island decides whether it loads in place.
 */
export function PageLinks({
  label,
  pageWord,
  pages,
  current,
  href,
}: {
  /** The navigation's name ("Strony zwrotów"). */
  label: string
  pageWord: string
  pages: number
  current: number
  href(page: number): string
}) {
  if (pages < 2) return null
  return (
    <nav className="sw-page-links" aria-label={label}>
      <ul>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a href={href(number)} aria-current={number === current ? 'page' : undefined}>
              <span className="sw-visually-hidden">{pageWord} </span>
              {number}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
