import { useEffect, useRef } from 'react'
import { formatPrice } from '../../shared/format/price'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { $basket, $basketPanelOpen, itemCount } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import type { MiniBasketProps } from './props'
import './mini-basket.css'
import { useUid } from '../../shared/hooks/use-uid'
import { lazyComponent } from '../../shared/ui/lazy'

// The panel is not needed until it opens: its code (the lines with their photos and links, the
// total, the way to the basket) loads when the shopper points at or focuses the toggle, or when
// the panel opens after an add, and stays off the every-page bytes (the shell's byte budget,
// test/budgets.ts). Until it has come the panel is empty, and hidden by its style: it shows whole.
const loadPanel = () => import('./panel').then((module) => module.Panel)
const Panel = lazyComponent(loadPanel)

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
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
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
        {open && <Panel products={basket.products} currency={currency.symbol} total={total} basketUrl={basketUrl} />}
      </section>
    </div>
  )
}
