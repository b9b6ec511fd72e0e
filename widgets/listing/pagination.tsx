import { useT } from '../../shared/i18n/t'
import { PageLinks } from '../../shared/ui/page-links'

interface PaginationProps {
  current: number
  pagesCount: number
  href(page: number): string
  open(page: number): void
}

/**
 * The listing's pages in the shop's one pagination, opened in place (SPEC 9:
 * pagination default page 1). The server prints the same markup (fixtures/pages/page-links.ts),
 * so nothing moves when the island takes over.
 */
export function Pagination({ current, pagesCount, href, open }: PaginationProps) {
  const t = useT()
  return <PageLinks label={t('listingPages')} pages={pagesCount} current={current} href={href} open={open} />
}
