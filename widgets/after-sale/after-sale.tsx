import { type FormEvent, useEffect, useState } from 'react'
import { getAfterSale } from '../../shared/api/after-sale'
import { navigation } from '../../shared/browser/navigate'
import { useStore } from '../../shared/hooks/use-store'
import { useUid } from '../../shared/hooks/use-uid'
import { failureText } from '../../shared/i18n/failure-text'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import type { AfterSaleAnswer } from '../../shared/schemas/after-sale'
import { $setup } from '../../shared/stores/setup'
import type { AfterSaleProps } from './props'
import './after-sale.css'
import { PageLinks } from '../../shared/ui/page-links'

type Loaded = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: AfterSaleAnswer }

/**
 * SPEC 2 After-sale: the orders an unlogged hash reaches (or the customer's own), from
 * GET /ajax/after-sale/index (orders, payment, paginator), each with the start of a return or an
 * exchange. SPEC 8: a load failure keeps its error payload's message and shows it.
 */
export function AfterSale({ hash, page, exchange, path }: AfterSaleProps) {
  const t = useT()
  const { login } = useStore($setup)
  const home = readConfig().paths.home.replace(/\/$/, '')
  const wanted = hash !== '' || login.logged
  const [loaded, setLoaded] = useState<Loaded>({ state: wanted ? 'loading' : 'idle' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for the same load again
  useEffect(() => {
    if (!wanted) return
    let current = true
    setLoaded({ state: 'loading' })
    getAfterSale(hash, page).then(
      (data) => current && setLoaded({ state: 'ready', data }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: failureText(error) }),
    )
    return () => {
      current = false
    }
  }, [hash, page, wanted, attempt])

  if (loaded.state === 'idle') return <HashForm path={path} />
  if (loaded.state === 'loading') {
    return (
      <div className="sw-as sw-as--loading" role="status">
        {t('afterSaleLoading')}
      </div>
    )
  }
  if (loaded.state === 'failed') {
    return (
      <div className="sw-as">
        <p className="sw-as__failure" role="alert">
          {loaded.message}
        </p>
        <button type="button" className="sw-button sw-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('afterSaleRetry')}
        </button>
      </div>
    )
  }
  const { orders, payment, paginator } = loaded.data
  // A guest goes on by the hash on the guest paths; a customer inside their account (SPEC 2).
  const createPath = (orderHash: string) =>
    `${home}${login.logged && !hash ? '/myAccount/returns' : '/returns'}/create/${encodeURIComponent(orderHash)}`
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
      <PageLinks
        label={t('afterSalePages')}
        pageWord={t('afterSalePage')}
        pages={paginator.pages}
        current={paginator.page}
        href={(number) => `${path}?page=${number}`}
      />
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
