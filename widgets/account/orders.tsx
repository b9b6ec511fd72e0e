import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { getOrders } from '../../shared/api/account'
import { formatPrice } from '../../shared/format/price'
import { useT } from '../../shared/i18n/t'
import { clampPage } from '../../shared/routing/pages'
import { type AccountOrder, type OrdersAnswer, ordersAnswerSchema } from '../../shared/schemas/account'
import { clearReturnDraft } from '../../shared/stores/returns'
import { LoadState } from '../../shared/ui/load-state'
import { PageLinks } from '../../shared/ui/page-links'
import { PayAgainButton } from '../../shared/ui/pay-again'
import type { InitialAnswers } from './initial-answers'
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
  const products = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  return (
    <div className="sw-acc-order__details" id={`sw-acc-order-${order.id}`}>
      <ul className="sw-acc-order__items">
        {order.items.map((item) => (
          <li key={item.order_item_id}>
            <span>
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
            </span>
            <span className="sw-acc-amount">{price(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {/* The sum as the order was charged: products, delivery, each discount, the total. A figure
          the answer lacks is left out, never shown as zero (SPEC 3 Account state orders). */}
      <dl className="sw-acc-order__sum">
        {order.items.length > 0 && (
          <div>
            <dt>{t('accountOrderProducts')}</dt>
            <dd className="sw-acc-amount">{price(products)}</dd>
          </div>
        )}
        {order.deliveryCost !== null && (
          <div>
            <dt>{t('accountOrderDelivery')}</dt>
            <dd className="sw-acc-amount">{order.deliveryCost === 0 ? t('accountOrderFree') : price(order.deliveryCost)}</dd>
          </div>
        )}
        {order.discounts.map((discount) => (
          <div key={discount.name}>
            <dt>{discount.name}</dt>
            <dd className="sw-acc-amount">{`\u2212${price(discount.value)}`}</dd>
          </div>
        ))}
        <div className="sw-acc-order__total">
          <dt>{t('accountOrderTotal')}</dt>
          <dd className="sw-acc-amount">{price(order.total)}</dd>
        </div>
      </dl>
      <dl className="sw-acc-facts">
        {order.deliveryName && (
          <div>
            <dt>{t('accountOrderDeliveryMethod')}</dt>
            <dd>{order.deliveryName}</dd>
          </div>
        )}
        {order.deliveryAddress.length > 0 && (
          <div>
            <dt>{t('accountOrderAddress')}</dt>
            <dd>
              <address>
                {order.deliveryAddress.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
          </div>
        )}
        {order.paymentName && (
          <div>
            <dt>{t('accountOrderPayment')}</dt>
            <dd>{order.paymentName}</dd>
          </div>
        )}
      </dl>
      <div className="sw-actions">
        {payment && <PayAgainButton orderId={String(order.id)} kind={payment.kind} blikAction={payment.blikAction} paid={paid} />}
        {order.canReturn && order.hash && (
          <a className="sw-button sw-button--secondary" href={href(`returns/create/${encodeURIComponent(order.hash)}`)}>
            {t('accountOrderStartReturn')}
          </a>
        )}
        {order.orderUrl && (
          <a className="sw-acc-order__page" href={order.orderUrl}>
            {t('accountOrderPage', { number: order.number })}
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
  const row = useRef<HTMLTableRowElement>(null)
  // Opened from an address with its id: the order is brought into view.
  useEffect(() => {
    if (expanded) row.current?.scrollIntoView?.({ block: 'nearest' })
  }, [expanded])
  return (
    <>
      <tr className={`sw-acc-order${expanded ? ' is-expanded' : ''}`} ref={row}>
        <th scope="row" className="sw-acc-order__number">
          {order.number}
        </th>
        <td className="sw-acc-order__date">{order.date}</td>
        <td className="sw-acc-order__status" data-status={order.status}>
          {order.statusName || order.status}
        </td>
        <td className="sw-acc-order__amount sw-acc-amount">{formatPrice(order.total, order.currency.symbol)}</td>
        <td className="sw-acc-order__more">
          {/* A short word that keeps its column; its name says which order (WCAG 2.5.3: the word is in it). */}
          <a
            className="sw-acc-order__toggle"
            href={expanded ? pageHref : `${pageHref}#${order.id}`}
            aria-expanded={expanded}
            aria-controls={expanded ? `sw-acc-order-${order.id}` : undefined}
            aria-label={t(expanded ? 'accountOrderHide' : 'accountOrderDetails', { number: order.number })}
          >
            {t(expanded ? 'accountOrderHideShort' : 'accountOrderDetailsShort')}
          </a>
        </td>
      </tr>
      {expanded && (
        <tr className="sw-acc-order__more-row">
          <td colSpan={5}>
            <OrderDetails order={order} {...rest} />
          </td>
        </tr>
      )}
    </>
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
            {/* A table on a laptop; on a phone each row is a card (account.css). */}
            <table className="sw-acc-orders">
              {/* The columns' widths before any cell: a head drawn before its last cell keeps them. */}
              <colgroup>
                <col />
                <col className="sw-acc-col-date" />
                <col className="sw-acc-col-status" />
                <col className="sw-acc-col-total" />
                <col className="sw-acc-col-more" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{t('accountOrderNumber')}</th>
                  <th scope="col">{t('accountOrderDate')}</th>
                  <th scope="col">{t('accountOrderStatus')}</th>
                  <th scope="col" className="sw-acc-amount">
                    {t('accountOrderTotal')}
                  </th>
                  <th scope="col">
                    <span className="sw-visually-hidden">{t('accountOrderDetailsShort')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
            <PageLinks label={t('accountPagination')} pages={data.paginator.pagesCount} current={data.paginator.page} href={pageHref} />
          </>
        )
      }
    </LoadState>
  )
}
