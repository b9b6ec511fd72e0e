import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { formatPrice } from '../format/price'
import { useStore } from '../hooks/use-store'
import { useUid } from '../hooks/use-uid'
import { useT } from '../i18n/t'
import { readConfig } from '../page-data/shop-data'
import type { ProductCard, SetPart } from '../schemas/product'
import { $basket, itemCount } from '../stores/basket'
import { $setup } from '../stores/setup'
import { Photo } from '../ui/photo'
import type { Chosen } from './attribute-rules'

/** What the shopper just put in the basket, as the buy box knows it. */
export interface AddedLine {
  card: ProductCard
  /** The values chosen for a product or a blind box (a set's products are named instead). */
  chosen: Chosen
  quantity: number
  /** The price of one, in the visitor's currency. */
  price: number
}

/** "Rozmiar: M" for each chosen value; a set's products by name. */
function detailsOf({ card, chosen }: AddedLine): string[] {
  if (card.set) return card.set.products.map((product: SetPart) => product.name)
  return card.attributes.flatMap((attribute) => {
    const valueId = chosen.find(([id]) => id === attribute.id)?.[1]
    const value = attribute.values.find((item) => item.id === valueId)
    return value ? [`${attribute.name}: ${value.name}`] : []
  })
}

interface AddedPanelProps {
  line: AddedLine
  /** The buy box's controls (the choice, the quantity, the add button): the panel leaves them in sight. */
  controls: RefObject<HTMLElement | null>
  /** `back`: focus goes back to the add button (not after a tap elsewhere, which takes it there). */
  onClose(back: boolean): void
}

/**
 * SPEC 4 "on success the basket modal opens": the confirmation after an add, as Dawn's cart
 * notification. A heading that says it was added, the line, the basket's total, the way to the
 * basket and back to shopping. Not modal: the page stays usable, a tap elsewhere closes it. Focus
 * comes to it when it opens, so a screen reader says the heading; Escape closes it.
 */
export function AddedPanel({ line, controls, onClose }: AddedPanelProps) {
  const t = useT()
  const id = useUid()
  const basket = useStore($basket)
  const { currency } = useStore($setup)
  const panel = useRef<HTMLElement>(null)
  // A phone's sheet takes the side of the screen with more room beside the controls.
  const [side] = useState(() => {
    const box = controls.current?.getBoundingClientRect()
    return box && box.top > window.innerHeight - box.bottom ? 'top' : 'bottom'
  })
  const money = (amount: number) => formatPrice(amount, currency.symbol)
  // A set goes in once, whatever the quantity field held (there is none for a set).
  const quantity = line.card.set ? 1 : line.quantity

  useLayoutEffect(() => {
    const sheet = panel.current?.getBoundingClientRect()
    const box = controls.current?.getBoundingClientRect()
    panel.current?.focus({ preventScroll: true })
    if (!sheet || !box || sheet.bottom <= box.top || sheet.top >= box.bottom || sheet.right <= box.left || sheet.left >= box.right) return
    // Still over them (a short screen): the page moves them out from under it, when they then fit.
    const by = sheet.top > box.top ? box.bottom - sheet.top + 8 : box.top - sheet.bottom - 8
    if (box.top - by >= 0 && box.bottom - by <= window.innerHeight) window.scrollBy(0, by)
  }, [controls])
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true)
    const closeOnOutside = (event: Event) => panel.current?.contains(event.target as Node) || onClose(false)
    document.addEventListener('keydown', closeOnEscape)
    document.addEventListener('pointerdown', closeOnOutside)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('pointerdown', closeOnOutside)
    }
  }, [onClose])

  return (
    <section ref={panel} className={`sw-added sw-added--${side}`} role="dialog" aria-labelledby={id} tabIndex={-1}>
      <div className="sw-added__head">
        <h2 id={id} className="sw-added__title">
          <span aria-hidden="true">✓ </span>
          {t('productAdded')}
        </h2>
        <button type="button" className="sw-added__close" aria-label={t('close')} onClick={() => onClose(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="sw-added__line">
        <Photo photo={line.card.photos[0] ?? ''} alt="" width={60} height={80} />
        <div>
          <p className="sw-added__name">{line.card.name}</p>
          <p className="sw-added__details">
            {[...detailsOf(line), ...(line.card.set ? [] : [`${t('quantity')}: ${quantity}`])].map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
          </p>
        </div>
        <strong>{money(line.price * quantity)}</strong>
      </div>
      <p className="sw-added__total">
        <span>
          {t('productAddedTotal')} <span>({t('miniBasketItems', { count: itemCount(basket) })})</span>
        </span>
        <strong>{money(basket.total.final)}</strong>
      </p>
      <div className="sw-added__buttons">
        <a className="sw-button" href={readConfig().paths.basket}>
          {t('miniBasketGoToBasket')}
        </a>
        <button type="button" className="sw-button sw-button--secondary" onClick={() => onClose(true)}>
          {t('productContinueShopping')}
        </button>
      </div>
    </section>
  )
}
