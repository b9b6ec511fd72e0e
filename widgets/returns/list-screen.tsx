import { useEffect, useRef } from 'react'
import { getReturns } from '../../shared/api/returns'
import { formatPrice } from '../../shared/format/price'
import { useLoad } from '../../shared/hooks/use-load'
import { useT } from '../../shared/i18n/t'
import { LoadState } from '../../shared/ui/load-state'
import { PageLinks } from '../../shared/ui/page-links'
import { Photo } from '../../shared/ui/photo'
import type { ReturnsLook } from './look'
import { scrollToProblem } from './scroll'

interface ListProps {
  page: number
  /** The return to show first, from the URL hash (SPEC 2 Account returns: id from hash), or 0. */
  id: number
  /** A guest's unlogged hash (SPEC 2 Guests returns/{hash}), or ''. */
  hash: string
  pagePath(page: number): string
  /**
   * Where a return starts (SPEC 2): the customer's order list, where each order that can go back
   * offers it; a guest's own order by its hash. '' offers nothing.
   */
  startPath: string
  look: ReturnsLook
}

/** SPEC 2 returns/{page?} and returns/{hash}: the returns (GET /ajax/returns/index/{page}) with pages. */
export function ListScreen({ page, id, hash, pagePath, startPath, look }: ListProps) {
  const t = useT()
  const loaded = useLoad(() => getReturns(page, hash), [page, hash])
  const list = useRef<HTMLDivElement>(null)
  const ready = loaded.state === 'ready'
  useEffect(() => {
    if (ready && id && list.current) scrollToProblem(list.current, `#return-${id}`)
  }, [ready, id])
  return (
    <LoadState load={loaded} {...look}>
      {({ returned, paginator }) => (
        <div className="sw-rt" ref={list}>
          <div className="sw-rt__list-head">
            <h2 className="sw-rt__title">{t('returnsList')}</h2>
            {startPath && (
              <a className="sw-button sw-button--secondary" href={startPath}>
                {t('returnsStart')}
              </a>
            )}
          </div>
          {returned.length === 0 && <p>{t('returnsNone')}</p>}
          <ul className="sw-rt__returns">
            {returned.map((each) => (
              <li
                key={each.return_id}
                id={`return-${each.return_id}`}
                tabIndex={-1}
                className={`sw-rt__return${each.return_id === id ? ' is-current' : ''}`}
              >
                <div className="sw-rt__return-head">
                  <h3>{t('returnsNumber', { id: each.return_id })}</h3>
                  {(each.statusName || each.status) && (
                    <span className="sw-rt__state" data-status={each.status}>
                      {each.statusName || each.status}
                    </span>
                  )}
                </div>
                <p>{t('returnsOfOrder', { number: each.order_number, date: each.date })}</p>
                {(each.refundStatusName || each.refundStatus || each.refundValue !== null) && (
                  <p className="sw-rt__refund" data-status={each.refundStatus}>
                    {t('returnsRefund')}{' '}
                    <strong>
                      {[
                        each.refundStatusName || each.refundStatus,
                        each.refundValue !== null && each.currency ? formatPrice(each.refundValue, each.currency.symbol) : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </strong>
                  </p>
                )}
                <ul className="sw-rt__return-items">
                  {each.products.map((product) => (
                    <li key={product.order_item_id}>
                      <Photo photo={product.photo} alt="" width={43} height={58} />
                      <span>
                        {product.name} · {t('returnsQuantityShort', { count: product.quantity })}
                      </span>
                    </li>
                  ))}
                </ul>
                <p>
                  {t('returnsCode')} <strong>{each.returnCode}</strong>
                  {each.returnPdf && (
                    <>
                      {' · '}
                      <a href={each.returnPdf} target="_blank" rel="noopener">
                        {t('returnsPdf')}
                      </a>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <PageLinks label={t('returnsPages')} pages={paginator.pages} current={paginator.page} href={pagePath} />
        </div>
      )}
    </LoadState>
  )
}
