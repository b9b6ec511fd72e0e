import { useT } from '../../shared/i18n/t'

/** Previous, "page x of y", next: links to the section's pages (opened in place by the island). */
export function Pagination({ page, pagesCount, href }: { page: number; pagesCount: number; href(page: number): string }) {
  const t = useT()
  if (pagesCount <= 1) return null
  return (
    <nav className="sw-acc-pages" aria-label={t('accountPagination')}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          {t('accountPagePrevious')}
        </a>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('accountPageOf', { page, pages: pagesCount })}</span>
      {page < pagesCount ? (
        <a href={href(page + 1)} rel="next">
          {t('accountPageNext')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
