import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { getOrders } from '../../shared/api/account'
import { formatPrice } from '../../shared/format/price'
import { useT } from '../../shared/i18n/t'
import { clampPage } from '../../shared/routing/pages'
import { type AccountOrder, type OrdersAnswer, ordersAnswerSchema } from '../../shared/schemas/account'
import { clearReturnDraft } from '../../shared/stores/returns'
import { LoadState } from '../../shared/ui/load-state'
import { PayAgainButton } from '../../shared/ui/pay-again'
import type { InitialAnswers } from './initial-answers'
import { Pagination } from './pagination'
import type { AccountRouter } from './routes'
import type { AccountHref } from './rules'
import { sectionLook, useSection } from './use-section'

interface OrdersProps {
  page: number
  /** The expanded order (SPEC 2: from the URL hash, 0 for none). */
  id: number
  /** SPEC 6: a guest's order by its unlogged hash (?hash=). */
  unloggedHash: string
  /** Sections' addresses (rules.ts accountHref in the page's language). */
  href: AccountHref
  router: AccountRouter
  answers: InitialAnswers
}

function OrderDetails({
  order,
  payment,
  href,
  paid,
}: {
  order: AccountOrder
  payment: OrdersAnswer['ordersPayment'][string] | undefined
  href: AccountHref
  paid(): void
}) {
  const t = useT()
  const price = (value: number) => formatPrice(value, order.currency.symbol)
  return (
    <div className="sw-acc-order__details" id={`sw-acc-order-${order.id}`}>
      <ul className="sw-acc-order__items">
        {order.items.map((item) => (
          <li key={item.order_item_id}>
            {item.url ? (
              <a href={item.url}>{`${item.producer_name} ${item.name}`.trim()}</a>
            ) : (
              <span>{`${item.producer_name} ${item.name}`.trim()}</span>
            )}
            <small>
              {[...item.attributes.map((each) => `${each.key}: ${each.value}`), t('accountOrderQuantity', { count: item.quantity })].join(
                ', ',
              )}
            </small>
            <span>{price(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="sw-acc-facts">
        <div>
          <dt>{t('accountOrderDelivery')}</dt>
          <dd>{order.deliveryName}</dd>
        </div>
        <div>
          <dt>{t('accountOrderPayment')}</dt>
          <dd>{order.paymentName}</dd>
        </div>
      </dl>
      <div className="sw-actions">
        {payment && <PayAgainButton orderId={String(order.id)} kind={payment.kind} blikAction={payment.blikAction} paid={paid} />}
        {order.canReturn && order.hash && (
          <a className="sw-button sw-button--secondary" href={href(`returns/create/${encodeURIComponent(order.hash)}`)}>
            {t('accountOrderStartReturn')}
          </a>
        )}
      </div>
    </div>
  )
}

function OrderRow({
  order,
  expanded,
  pageHref,
  ...rest
}: {
  order: AccountOrder
  expanded: boolean
  pageHref: string
  payment: OrdersAnswer['ordersPayment'][string] | undefined
  href: AccountHref
  paid(): void
}) {
  const t = useT()
  const row = useRef<HTMLLIElement>(null)
  // Opened from an address with its id: the order is brought into view.
  useEffect(() => {
    if (expanded) row.current?.scrollIntoView?.({ block: 'nearest' })
  }, [expanded])
  return (
    <li className={`sw-acc-order${expanded ? ' is-expanded' : ''}`} ref={row}>
      <div className="sw-acc-order__head">
        <strong className="sw-acc-order__number">{order.number}</strong>
        <span>{order.date}</span>
        <span className="sw-acc-order__status" data-status={order.status}>
          {order.statusName || order.status}
        </span>
        <strong>{formatPrice(order.total, order.currency.symbol)}</strong>
        <a
          className="sw-acc-order__toggle"
          href={expanded ? pageHref : `${pageHref}#${order.id}`}
          aria-expanded={expanded}
          aria-controls={expanded ? `sw-acc-order-${order.id}` : undefined}
        >
          {t(expanded ? 'accountOrderHide' : 'accountOrderDetails', { number: order.number })}
        </a>
      </div>
      {expanded && <OrderDetails order={order} {...rest} />}
    </li>
  )
}

/** SPEC 2 Account orders/{page?}: the list, the order of the hash expanded, the page clamped. */
export function Orders({ page, id, unloggedHash, href, router, answers }: OrdersProps) {
  const t = useT()
  const query = unloggedHash ? `?hash=${encodeURIComponent(unloggedHash)}` : ''
  const pageHref = (number: number) => href('orders', number) + query
  // SPEC 2 Account orders: entering clears any return being created (the store comes with this screen).
  useLayoutEffect(clearReturnDraft, [])
  const section = useSection(`orders/${page}${query}`, ordersAnswerSchema, () => getOrders(page, unloggedHash), answers)
  const pagesCount = section.state === 'ready' ? section.data.paginator.pagesCount : null
  // SPEC 5: a page outside 1..count goes to the nearest one (the same address otherwise).
  useEffect(() => {
    if (pagesCount === null) return
    const clamped = clampPage(page, pagesCount)
    if (clamped !== page) router.open(href('orders', clamped) + query + location.hash, true)
  }, [page, pagesCount, href, query, router])
  const { reload } = section
  const paid = useCallback(() => reload(), [reload])
  return (
    <LoadState load={section} {...sectionLook(t)}>
      {(data) =>
        data.orders.length === 0 ? (
          <p className="sw-acc__empty">{t('accountOrdersEmpty')}</p>
        ) : (
          <>
            <ul className="sw-acc-orders">
              {data.orders.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  expanded={order.id === id}
                  pageHref={pageHref(page)}
                  payment={data.ordersPayment[String(order.id)]}
                  href={href}
                  paid={paid}
                />
              ))}
            </ul>
            <Pagination page={data.paginator.page} pagesCount={data.paginator.pagesCount} href={pageHref} />
          </>
        )
      }
    </LoadState>
  )
}
