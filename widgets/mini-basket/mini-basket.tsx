import { useEffect, useRef } from 'react'
import { formatPrice } from '../../shared/format/price'
import { useT } from '../../shared/i18n/t'
import type { BasketProduct } from '../../shared/schemas/basket'
import { $basket, $basketPanelOpen, itemCount } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import { readConfig } from '../../shared/stores/shop-data'
import { useStore } from '../../shared/stores/use-store'
import { Photo } from '../../shared/ui/photo'
import type { MiniBasketProps } from './props'
import './mini-basket.css'
import { useUid } from '../../shared/ui/use-uid'
import { DataLink } from '../../shared/ui/data-link'

function Line({ product, currency }: { product: BasketProduct; currency: string }) {
  const t = useT()
  return (
    <li>
      <Photo photo={product.photo} alt="" width={86} height={115} />
      <div>
        {product.producer_name && <span>{product.producer_name}</span>}
        <DataLink className="sw-mb__name" href={product.url}>
          {product.name}
        </DataLink>
        {product.attributes.map((attribute) => (
          <span key={attribute.key}>
            {attribute.key}: {attribute.value}
          </span>
        ))}
        {product.is_muted ? (
          <span className="sw-mb__muted">{t('productUnavailable')}</span>
        ) : (
          <span>
            {t('quantity')}: {product.quantity}
          </span>
        )}
      </div>
      {!product.is_muted && <strong>{formatPrice(product.value.final, currency)}</strong>}
    </li>
  )
}

export function MiniBasket({ basketUrl }: MiniBasketProps) {
  const t = useT()
  const basket = useStore($basket)
  const open = useStore($basketPanelOpen)
  const { currency } = useStore($setup)
  const count = itemCount(basket)
  const panelId = useUid()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const total = formatPrice(basket.total.final, currency.symbol)

  useEffect(() => {
    if (!open) return
    const closeOnOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) $basketPanelOpen.set(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      $basketPanelOpen.set(false)
      toggle.current?.focus()
    }
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  // The panel closes with the island: a remount starts closed.
  useEffect(() => () => $basketPanelOpen.set(false), [])

  return (
    <div className="sw-mb" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="sw-chip sw-mb__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-replay="toggle"
        onClick={() => $basketPanelOpen.set(!open)}
      >
        {t('basket')}
        <span className="sw-mb__count" aria-hidden="true">
          {count}
        </span>
        <span className="sw-visually-hidden">{t('miniBasketItems', { count })}</span>
        {count > 0 && <span>{total}</span>}
      </button>
      <section id={panelId} className="sw-mb__panel" hidden={!open} aria-label={t('basket')}>
        {basket.products.length ? (
          <>
            <ul>
              {basket.products.map((product) => (
                <Line key={product.id} product={product} currency={currency.symbol} />
              ))}
            </ul>
            <p>
              {t('total')}
              <strong>{total}</strong>
            </p>
          </>
        ) : (
          <p>{t('miniBasketEmpty')}</p>
        )}
        <div className="sw-mb__buttons">
          <a className="sw-button" href={basketUrl ?? readConfig().paths.basket}>
            {t('miniBasketGoToBasket')}
          </a>
        </div>
      </section>
    </div>
  )
}
