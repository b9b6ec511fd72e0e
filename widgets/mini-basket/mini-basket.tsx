import { useEffect, useId, useRef } from 'react'
import { formatPrice } from '../../shared/format/price'
import { localePath } from '../../shared/i18n/paths'
import { useT } from '../../shared/i18n/t'
import type { BasketProduct } from '../../shared/schemas/basket'
import { $basket, $basketCount, $basketPanelOpen } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import { readConfig } from '../../shared/stores/shop-data'
import { useStore } from '../../shared/stores/use-store'
import { Photo } from '../../shared/ui/photo'
import type { MiniBasketProps } from './props'
import './mini-basket.css'

function Line({ product, currency }: { product: BasketProduct; currency: string }) {
  const t = useT()
  return (
    <li className="sw-mini-basket__line">
      <Photo photo={product.photo} alt="" width={86} height={115} className="sw-mini-basket__photo" />
      <div className="sw-mini-basket__details">
        <a href={product.url} className="sw-mini-basket__name">
          {product.producer_name && <span className="sw-mini-basket__brand">{product.producer_name}</span>}
          {product.name}
        </a>
        {product.attributes.map((attribute) => (
          <span key={attribute.key} className="sw-mini-basket__attribute">
            {attribute.key}: {attribute.value}
          </span>
        ))}
        {product.is_muted ? (
          <span className="sw-mini-basket__muted">{t('productUnavailable')}</span>
        ) : (
          <span className="sw-mini-basket__quantity">
            {t('quantity')}: {product.quantity}
          </span>
        )}
      </div>
      {!product.is_muted && <span className="sw-mini-basket__value">{formatPrice(product.value.final, currency)}</span>}
    </li>
  )
}

export function MiniBasket({ basketUrl }: MiniBasketProps) {
  const t = useT()
  const basket = useStore($basket)
  const count = useStore($basketCount)
  const open = useStore($basketPanelOpen)
  const { currency } = useStore($setup)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const href = basketUrl ?? localePath(readConfig().paths.basket)

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

  // The panel closes with the island: the next page or remount starts closed.
  useEffect(() => () => $basketPanelOpen.set(false), [])

  return (
    <div className="sw-mini-basket" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="sw-mini-basket__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-replay="toggle"
        onClick={() => $basketPanelOpen.set(!open)}
      >
        <span className="sw-mini-basket__label">{t('basket')}</span>
        <span className="sw-mini-basket__count" aria-hidden="true">
          {count}
        </span>
        <span className="sw-visually-hidden">{t('miniBasketItems', { count })}</span>
        {count > 0 && <span className="sw-mini-basket__total">{formatPrice(basket.total.final, currency.symbol)}</span>}
      </button>
      <section id={panelId} className="sw-mini-basket__panel" hidden={!open} aria-label={t('basket')}>
        {basket.products.length === 0 ? (
          <p className="sw-mini-basket__empty">{t('miniBasketEmpty')}</p>
        ) : (
          <>
            <ul className="sw-mini-basket__lines">
              {basket.products.map((product) => (
                <Line key={product.id} product={product} currency={currency.symbol} />
              ))}
            </ul>
            <p className="sw-mini-basket__sum">
              <span>{t('total')}</span>
              <strong>{formatPrice(basket.total.final, currency.symbol)}</strong>
            </p>
          </>
        )}
        {/* SPEC 2: the buttons stay in view (sticky) while the panel's bottom is below the fold. */}
        <div className="sw-mini-basket__buttons">
          <a className="sw-button" href={href}>
            {t('miniBasketGoToBasket')}
          </a>
        </div>
      </section>
    </div>
  )
}
