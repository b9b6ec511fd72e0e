import { useEffect, useRef, useState } from 'react'
import { serverMessage } from '../../shared/api/errors'
import { getReturnCreate, getReturnItems, postAfterSaleType, postReturnItems } from '../../shared/api/returns'
import { currentSearch, navigation } from '../../shared/browser/navigate'
import { useBusy } from '../../shared/hooks/use-busy'
import { useLoad } from '../../shared/hooks/use-load'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import type { ReturnCreateAnswer, ReturnOrder, ReturnProduct } from '../../shared/schemas/returns'
import { notify } from '../../shared/stores/notifications'
import { notifyFailure } from '../../shared/stores/notify-failure'
import { $returnDraft, itemErrors, setReturnDraft } from '../../shared/stores/returns'
import { LoadState } from '../../shared/ui/load-state'
import type { ReturnsLook } from './look'
import { type Chosen, ProductRow } from './product-row'
import type { returnPaths } from './routes'
import { clampReturnQuantity, mixesCurrencies } from './rules'
import { scrollToProblem } from './scroll'

/** SPEC 8: the currency mix refusal, a danger notice for 5 s. */
const MIXED_CURRENCIES = 'cannot add multiple currencies'

interface CreateProps {
  hash: string
  paths: ReturnType<typeof returnPaths>
  look: ReturnsLook
}

/**
 * SPEC 4 Returns: choose the after-sale type, pick products (from this order and, in the same
 * currency, from others), set quantities clamped from 1 to the returnable quantity, and send them
 * (POST /ajax/returns/set). Per-item errors show on their products; the list then scrolls to the
 * first after 1 s, 80 px above it (SPEC 9).
 */
export function CreateScreen({ hash, paths, look }: CreateProps) {
  const t = useT()
  const loaded = useLoad(() => getReturnCreate(hash), [hash])
  return (
    <LoadState load={loaded} {...look}>
      {(data) => <ReturnCreator data={data} hash={hash} paths={paths} title={t('returnsCreateTitle')} />}
    </LoadState>
  )
}

function ReturnCreator({
  data,
  hash,
  paths,
  title,
}: {
  data: ReturnCreateAnswer
  hash: string
  paths: CreateProps['paths']
  title: string
}) {
  const t = useT()
  const main = data.orders[0] as ReturnOrder
  const kept = $returnDraft.get()
  const same = kept !== null && kept.hash === (data.unloggedHash || hash) && !kept.result
  const [typeId, setTypeId] = useState<number>(same ? kept.typeId : (data.creator?.type_id ?? 0))
  const [orders, setOrders] = useState<ReturnOrder[]>(data.orders)
  const [chosen, setChosen] = useState<Record<string, Chosen>>(() => {
    if (!same) return {}
    const byId = new Map(data.orders.flatMap((order) => order.products.map((product) => [product.order_item_id, order] as const)))
    return Object.fromEntries(
      kept.items
        .filter((item) => byId.has(item.order_item_id))
        .map((item) => [
          String(item.order_item_id),
          { orderId: item.order_id, currency: byId.get(item.order_item_id)?.currency_data.iso ?? '', quantity: item.quantity },
        ]),
    )
  })
  const [errors, setErrors] = useState<Record<string, string>>(same ? kept.errors : {})
  const [status, setStatus] = useState('')
  const [other, setOther] = useState('')
  const [busy, run] = useBusy()
  const list = useRef<HTMLDivElement>(null)
  const typeLegend = useUid()
  const statusId = useUid()

  useEffect(() => {
    // A new return starts for this order (the one kept for another order, or already sent, is dropped).
    if (!same) setReturnDraft({ orderId: main.id, hash: data.unloggedHash || hash, typeId, items: [], errors: {}, result: null })
  }, [same, main.id, data.unloggedHash, hash, typeId])

  const chooseType = (id: number) =>
    run(async () => {
      try {
        await postAfterSaleType(id)
        setTypeId(id)
        setStatus('')
      } catch (error) {
        notifyFailure(error)
      }
    })

  /** True when the product's choice changed as asked. */
  const toggle = (order: ReturnOrder, product: ReturnProduct, on: boolean): boolean => {
    const key = String(product.order_item_id)
    if (!on) {
      const { [key]: _, ...rest } = chosen
      setChosen(rest)
      return true
    }
    const currencies = Object.values(chosen).map((each) => each.currency)
    if (mixesCurrencies(currencies, order.currency_data.iso)) {
      notify({ content: t(MIXED_CURRENCIES), variables: { color: 'danger' }, temporary: 5 })
      return false
    }
    setChosen({ ...chosen, [key]: { orderId: order.id, currency: order.currency_data.iso, quantity: 1 } })
    return true
  }

  const setQuantity = (product: ReturnProduct, value: number) => {
    const key = String(product.order_item_id)
    const current = chosen[key]
    if (current) setChosen({ ...chosen, [key]: { ...current, quantity: clampReturnQuantity(value, product.returnable) } })
  }

  const addOrder = () =>
    run(async () => {
      const id = Number(other)
      if (!id || orders.some((order) => order.id === id)) return
      try {
        const answer = await getReturnItems(id)
        setOrders([...orders, ...answer.orders.filter((order) => !orders.some((one) => one.id === order.id))])
      } catch (error) {
        notifyFailure(error)
      }
    })

  // Started as an exchange (or another behaviour) from the after-sale pages: that type is chosen.
  const wanted = new URLSearchParams(currentSearch().split('#')[0]).get('behaviour')
  const wantedType = data.afterSaleTypes.find((type) => type.behaviour === wanted)?.type_id ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the screen opens
  useEffect(() => {
    if (!typeId && wantedType) void chooseType(wantedType)
  }, [])

  const send = () =>
    run(async () => {
      if (!typeId) return setStatus(t('returnsChooseType'))
      const items = Object.entries(chosen).map(([id, each]) => ({
        order_item_id: Number(id),
        order_id: each.orderId,
        quantity: each.quantity,
      }))
      if (items.length === 0) return setStatus(t('returnsChooseProducts'))
      setStatus('')
      try {
        const answer = await postReturnItems(items)
        const found = itemErrors(answer.errors, answer.creator.items)
        setErrors(found)
        setReturnDraft({ orderId: main.id, hash: data.unloggedHash || hash, typeId, items, errors: found, result: null })
        if (Object.keys(found).length === 0) navigation.go(paths.client)
        else {
          setStatus(t('returnsItemsRefused'))
          if (list.current) scrollToProblem(list.current, '.sw-rt__product.has-error', 'input')
        }
      } catch (error) {
        // SPEC 8: the server's currency refusal is the same 5 s danger notice; what was chosen stays.
        if (serverMessage(error) === MIXED_CURRENCIES)
          notify({ content: t(MIXED_CURRENCIES), variables: { color: 'danger' }, temporary: 5 })
        else notifyFailure(error)
      }
    })

  const others = data.otherOrders.filter((order) => !orders.some((one) => one.id === order.id))
  return (
    <div className="sw-rt" ref={list}>
      <h2 className="sw-rt__title">{title}</h2>
      <p className="sw-rt__order">{t('returnsFromOrder', { number: main.number, date: main.date })}</p>
      <fieldset className="sw-rt__types" aria-describedby={statusId} aria-busy={busy || undefined}>
        <legend id={typeLegend}>{t('returnsType')}</legend>
        {data.afterSaleTypes.map((type) => (
          <label key={type.type_id} className="sw-rt__type">
            <input
              type="radio"
              name="type_id"
              value={type.type_id}
              checked={typeId === type.type_id}
              // Not disabled while the call runs: the radio keeps focus for the arrow keys.
              onChange={() => void chooseType(type.type_id)}
            />
            <span>{type.name || type.behaviour}</span>
          </label>
        ))}
      </fieldset>
      {orders.map((order) => (
        <section key={order.id} className="sw-rt__products" aria-label={t('returnsProductsOf', { number: order.number })}>
          <h3>{t('returnsProductsOf', { number: order.number })}</h3>
          <ul>
            {order.products.map((product) => (
              <ProductRow
                key={product.order_item_id}
                product={product}
                currency={order.currency_data.symbol}
                chosen={chosen[String(product.order_item_id)]}
                error={errors[String(product.order_item_id)] ?? ''}
                onToggle={(on) => toggle(order, product, on)}
                onQuantity={(value) => setQuantity(product, value)}
              />
            ))}
          </ul>
        </section>
      ))}
      {others.length > 0 && (
        <div className="sw-rt__other">
          <label htmlFor={`${statusId}-other`}>{t('returnsAddFromOrder')}</label>
          <select id={`${statusId}-other`} value={other} onChange={(event) => setOther(event.currentTarget.value)}>
            <option value="">—</option>
            {others.map((order) => (
              <option key={order.id} value={order.id}>
                {order.number} ({order.date}, {order.currency_data.iso})
              </option>
            ))}
          </select>
          <button
            type="button"
            className="sw-button sw-button--secondary"
            onClick={() => void addOrder()}
            aria-disabled={busy || undefined}
          >
            {t('returnsShowProducts')}
          </button>
        </div>
      )}
      <p id={statusId} className="sw-rt__status" role="status">
        {status}
      </p>
      <div className="sw-rt__actions">
        <button type="button" className="sw-button" onClick={() => void send()} aria-disabled={busy || undefined}>
          {t('returnsNext')}
        </button>
      </div>
    </div>
  )
}
