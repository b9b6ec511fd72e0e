import { type FormEvent, useState } from 'react'
import { getAfterSale } from '../../shared/api/after-sale'
import { navigation } from '../../shared/browser/navigate'
import { useLoad } from '../../shared/hooks/use-load'
import { useStore } from '../../shared/hooks/use-store'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import type { AfterSaleAnswer } from '../../shared/schemas/after-sale'
import { $setup } from '../../shared/stores/setup'
import type { AfterSaleProps } from './props'
import './after-sale.css'
import { LoadState } from '../../shared/ui/load-state'
import { PageLinks } from '../../shared/ui/page-links'

/**
 * SPEC 2 After-sale: the orders an unlogged hash reaches (or the customer's own), from
 * GET /ajax/after-sale/index (orders, payment, paginator), each with the start of a return or an
 * exchange. SPEC 8: a load failure keeps its error payload's message and shows it.
 */
export function AfterSale({ hash, page, exchange, path }: AfterSaleProps) {
  const { login } = useStore($setup)
  if (hash === '' && !login.logged) return <HashForm path={path} />
  return <Orders hash={hash} page={page} exchange={exchange} path={path} logged={login.logged} />
}

/** The orders, loaded; SPEC 8: a failure shows its message, with a retry. */
function Orders({ hash, page, exchange, path, logged }: AfterSaleProps & { logged: boolean }) {
  const t = useT()
  const loaded = useLoad(() => getAfterSale(hash, page), [hash, page])
  return (
    <LoadState load={loaded} block="sw-as" text={{ loading: t('afterSaleLoading'), retry: t('afterSaleRetry') }}>
      {(data) => <OrderList data={data} hash={hash} exchange={exchange} path={path} logged={logged} />}
    </LoadState>
  )
}

function OrderList({ data, hash, exchange, path, logged }: Omit<AfterSaleProps, 'page'> & { data: AfterSaleAnswer; logged: boolean }) {
  const t = useT()
  const home = readConfig().paths.home.replace(/\/$/, '')
  const { orders, payment, paginator } = data
  // A guest goes on by the hash on the guest paths; a customer inside their account (SPEC 2).
  const createPath = (orderHash: string) =>
    `${home}${logged && !hash ? '/myAccount/returns' : '/returns'}/create/${encodeURIComponent(orderHash)}`
  return (
    <div className="sw-as">
      {orders.length === 0 && <p>{t('afterSaleNoOrders')}</p>}
      <ul className="sw-as__orders">
        {orders.map((order) => {
          const paid = payment.find((each) => each.order_id === order.id)
          const start = createPath(order.hash)
          const returnLink = (
            <a key="return" className={`sw-button${exchange ? ' sw-button--secondary' : ''}`} href={start}>
              {t('afterSaleStartReturn')}
            </a>
          )
          const exchangeLink = (
            <a key="exchange" className={`sw-button${exchange ? '' : ' sw-button--secondary'}`} href={`${start}?behaviour=exchange`}>
              {t('afterSaleStartExchange')}
            </a>
          )
          return (
            <li key={order.id} className="sw-as__order">
              <h2>{t('afterSaleOrder', { number: order.number })}</h2>
              <p className="sw-as__meta">
                {order.date} · {order.total}
                {paid ? ` · ${paid.name} (${t(paid.status === 'paid' ? 'afterSalePaid' : 'afterSaleUnpaid')})` : ''}
              </p>
              <ul className="sw-as__products">
                {order.products.map((product) => (
                  <li key={product.order_item_id}>
                    {product.name} · {t('afterSaleQuantity', { count: product.quantity })}
                  </li>
                ))}
              </ul>
              {order.returnable ? (
                <p className="sw-as__actions">{exchange ? [exchangeLink, returnLink] : [returnLink, exchangeLink]}</p>
              ) : (
                // Say why: an order not paid yet has nothing to return so far, not "any more".
                <p className="sw-as__meta">{t(paid && paid.status !== 'paid' ? 'afterSaleNotPaidYet' : 'afterSaleNotReturnable')}</p>
              )}
            </li>
          )
        })}
      </ul>
      <PageLinks label={t('afterSalePages')} pages={paginator.pages} current={paginator.page} href={(number) => `${path}?page=${number}`} />
    </div>
  )
}

/** No hash and not logged in: the code from the order e-mail opens the orders (the server's form, taken over). */
function HashForm({ path }: { path: string }) {
  const t = useT()
  const id = useUid()
  const [code, setCode] = useState('')
  const home = readConfig().paths.home.replace(/\/$/, '')
  const open = (event: FormEvent) => {
    event.preventDefault()
    const hash = code.trim()
    if (hash) navigation.go(`${home}/obsluga-posprzedazowa/${encodeURIComponent(hash)}`)
  }
  return (
    <form className="sw-as sw-as__hash" method="get" action={path} onSubmit={open}>
      <label htmlFor={id}>{t('afterSaleHashLabel')}</label>
      <input id={id} name="hash" required value={code} onInput={(event) => setCode(event.currentTarget.value)} />
      <button type="submit" className="sw-button">
        {t('afterSaleHashSubmit')}
      </button>
    </form>
  )
}
