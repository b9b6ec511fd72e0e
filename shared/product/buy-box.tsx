import { useCallback, useEffect, useRef, useState } from 'react'
import type { AddRequest } from '../api/basket'
import { swatchColour } from '../format/colour'
import { formatPrice } from '../format/price'
import { useBusy } from '../hooks/use-busy'
import { useStore } from '../hooks/use-store'
import { useUid } from '../hooks/use-uid'
import { useT } from '../i18n/t'
import { safeHref } from '../schemas/common'
import type { Attribute, ProductCard, Variant } from '../schemas/product'
import { $outOfStock } from '../stores/basket'
import { $setup } from '../stores/setup'
import { lazyComponent } from '../ui/lazy'
import type { AddedLine } from './added-panel'
import { AttributeChoice } from './attribute-choice'
import { type Chosen, checkAdd, choose, chosenVariant, clampQuantity, isComplete } from './attribute-rules'
import { type PriceView, setPriceView, shownVariant, variantPriceView } from './price-view'
import './buy-box.css'
import { chooseVariant } from '../stores/chosen-variant'

const SizeTablePanel = lazyComponent(() => import('./size-table').then((module) => module.SizeTablePanel))
// The confirmation's code loads with the add, beside the basket actions: not part of the first load.
const loadAddedPanel = () => import('./added-panel').then((module) => module.AddedPanel)
const AddedPanel = lazyComponent(loadAddedPanel)

/** The price block, with the same markup as the server's (`.price`), so the takeover does not move it. */
function PriceBlock({ view }: { view: PriceView }) {
  const t = useT()
  const reduced = view.final < view.regular
  const money = (amount: number) => formatPrice(amount, view.currency)
  return (
    <>
      {reduced ? (
        <p className="price price--promo">
          <span className="sw-visually-hidden">{t('productPromoPrice')}: </span>
          <strong>{money(view.final)}</strong> <span className="sw-visually-hidden">{t('productRegularPrice')}: </span>
          <s>{money(view.regular)}</s>
        </p>
      ) : (
        <p className="price">
          <span className="sw-visually-hidden">{t('productRegularPrice')}: </span>
          {money(view.final)}
        </p>
      )}
      {reduced && view.lowest !== null && <p className="price-lowest">{t('productLowestPrice', { price: money(view.lowest) })}</p>}
    </>
  )
}

/** What is chosen for: the product itself, or each product of a set (SPEC 3 Set product). */
interface Target {
  id: number
  name: string
  url: string
  attributes: Attribute[]
  variants: Variant[]
  chosen: Chosen
}
const targetsOf = (card: ProductCard): Target[] => card.set?.products ?? [card]

/**
 * SPEC 4 attribute choice and add to basket, for a product, a blind box or a set: the price in
 * the visitor's currency, fiches, the choice, quantity, delivery time, and the add button. After
 * an add, the confirmation (added-panel.tsx); a buy box given `onAdded` (the quick view, which
 * closes on add) hands what was added over, and its owner shows the confirmation.
 */
export function BuyBox({ card, onAdded }: { card: ProductCard; onAdded?: (line: AddedLine) => void }) {
  const t = useT()
  const uid = useUid()
  const { currency } = useStore($setup)
  const targets = targetsOf(card)
  const [choices, setChoices] = useState<Chosen[]>(() => targets.map((target) => target.chosen))
  const [warning, setWarning] = useState(false)
  const [outOfStock, setOutOfStock] = useState(false)
  const [quantity, setQuantity] = useState('1')
  const [sizeTableOpen, setSizeTableOpen] = useState(false)
  const [added, setAdded] = useState<{ line: AddedLine; key: number } | null>(null)
  const [busy, run] = useBusy()
  const controls = useRef<HTMLDivElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const closeAdded = useCallback((back: boolean) => {
    setAdded(null)
    if (back) addButton.current?.focus()
  }, [])

  const chooseValue = (index: number, attributeId: number, valueId: number) => {
    const target = targets[index]
    if (!target) return
    const next = choices.map((chosen, i) => (i === index ? choose(chosen, attributeId, valueId, target.variants) : chosen))
    setChoices(next)
    // SPEC 4: the warning clears once all attributes are set; a new choice is a new try.
    if (targets.every((item, i) => isComplete(item.attributes, next[i] ?? []))) setWarning(false)
    setOutOfStock(false)
  }

  // A set's parts share attribute names ("Rozmiar" on each): the warning says which product lacks one.
  const missing = targets.flatMap((target, index) =>
    target.attributes
      .filter((attribute) => !choices[index]?.some(([id]) => id === attribute.id))
      .map((attribute) => (card.set ? `${attribute.name} (${target.name})` : attribute.name)),
  )

  const add = () => {
    const checks = targets.map((target, index) => checkAdd(target.attributes, target.variants, choices[index] ?? []))
    // SPEC 4: add is blocked while attributes are incomplete; an out-of-stock variant sets the flag.
    if (checks.some((check) => check.kind === 'incomplete')) return setWarning(true)
    if (checks.some((check) => check.kind === 'out-of-stock')) return setOutOfStock(true)
    const variants = checks.flatMap((check) => ('variant' in check ? [check.variant.variant_id] : []))
    const count = clampQuantity(quantity)
    setQuantity(String(count))
    const request: AddRequest = card.set
      ? { id: card.id, variants }
      : card.type === 'blindbox'
        ? { id: card.id, quantity: count, attributes: (choices[0] ?? []).map(([, value]) => value) }
        : { id: card.id, quantity: count, variant: variants[0] as number }
    const line: AddedLine = { card, chosen: choices[0] ?? [], quantity: count, price: view.final }
    void run(async () => {
      // The basket actions load with the first add: they are not part of the page's first load.
      if (!onAdded) void loadAddedPanel().catch(() => {})
      const { addToBasket } = await import('../stores/basket-actions')
      // SPEC 4: a refusal without a limit flag marks the product out of stock ($outOfStock).
      if (!(await addToBasket(request, false))) {
        if ($outOfStock.get().has(card.id)) setOutOfStock(true)
      } else if (onAdded) onAdded(line)
      else setAdded((before) => ({ line, key: (before?.key ?? 0) + 1 }))
    })
  }

  const view = card.set
    ? setPriceView(card.set, choices, currency.iso, currency.symbol)
    : variantPriceView(shownVariant(card, choices[0] ?? []), currency.iso, currency.symbol)
  const variant = card.set ? undefined : chosenVariant(card.attributes, card.variants, choices[0] ?? [])
  const chosenId = variant && isComplete(card.attributes, choices[0] ?? []) ? variant.variant_id : null
  // The product's save button saves what the shopper chose here.
  useEffect(() => {
    if (!card.set) chooseVariant(card.id, chosenId)
  }, [card.id, card.set, chosenId])
  const fiches = variant?.fiches ?? shownVariant(card, choices[0] ?? []).fiches
  const delivery = variant && (card.deliveryTimes[String(variant.variant_id)] ?? card.deliveryTimes.default)
  const discount = card.set ?? card.blindBox
  const discountText = discount && (discount.discountType === 1 ? `${discount.discount}%` : formatPrice(discount.discount, view.currency))

  return (
    <div className="sw-pr">
      <PriceBlock view={view} />
      {fiches.length > 0 && (
        <ul className="sw-pr__fiches">
          {fiches.map((fiche) => (
            <li
              key={fiche.name}
              style={{ background: swatchColour(fiche.background_color) ?? undefined, color: swatchColour(fiche.text_color) ?? undefined }}
            >
              {fiche.name}
            </li>
          ))}
        </ul>
      )}
      {card.blindBox && (
        <div className="sw-pr__box">
          <p>{t('productBlindBoxDiscount', { discount: discountText || '' })}</p>
          <p>{t('productBlindBoxProducts')}:</p>
          <ul>
            {card.blindBox.products.map((product) => (
              <li key={product.id}>{safeHref(product.url) ? <a href={safeHref(product.url)}>{product.name}</a> : product.name}</li>
            ))}
          </ul>
        </div>
      )}
      {card.set && (
        <p className="sw-pr__set-title">
          {t('productSetProducts')} · {t('productSetDiscount', { discount: discountText || '' })}
        </p>
      )}
      {/* The choice, the quantity and the add button: what the confirmation after an add leaves in sight. */}
      <div className="sw-pr__controls" ref={controls}>
        {targets.map((target, index) => (
          <div key={target.id} className={card.set ? 'sw-pr__part' : undefined}>
            {card.set && (
              <p className="sw-pr__part-name">{safeHref(target.url) ? <a href={safeHref(target.url)}>{target.name}</a> : target.name}</p>
            )}
            {target.attributes.map((attribute) => (
              <AttributeChoice
                key={attribute.id}
                attribute={attribute}
                owner={card.set ? target.name : undefined}
                variants={target.variants}
                chosen={choices[index] ?? []}
                choose={(attributeId, valueId) => chooseValue(index, attributeId, valueId)}
              />
            ))}
          </div>
        ))}
        {card.sizeTable && (
          <button type="button" className="sw-pr__link" aria-haspopup="dialog" onClick={() => setSizeTableOpen(true)}>
            {t('productSizeTable')}
          </button>
        )}
        {!card.set && (
          <>
            <label htmlFor={`${uid}-q`}>{t('quantity')}</label>
            {/* A stepper, as Dawn's: the field stays for typing a number. */}
            <div className="sw-pr__qty">
              <button
                type="button"
                aria-label={t('productQuantityLess')}
                onClick={() => setQuantity(String(clampQuantity(clampQuantity(quantity) - 1)))}
              >
                −
              </button>
              <input
                id={`${uid}-q`}
                name="quantity"
                type="number"
                min="1"
                inputMode="numeric"
                value={quantity}
                onInput={(event) => setQuantity(event.currentTarget.value)}
                onBlur={() => setQuantity(String(clampQuantity(quantity)))}
              />
              <button type="button" aria-label={t('productQuantityMore')} onClick={() => setQuantity(String(clampQuantity(quantity) + 1))}>
                +
              </button>
            </div>
          </>
        )}
        <button
          ref={addButton}
          type="button"
          className="sw-pr__add"
          aria-disabled={busy || undefined}
          onClick={() => (busy ? undefined : add())}
        >
          {t('addToBasket')}
        </button>
      </div>
      <div className="sw-pr__status" aria-live="polite">
        {warning && missing.length > 0 && (
          <p className="sw-pr__warning" role="alert">
            {t('productChooseWarning', { attributes: [...new Set(missing)].join(', ') })}
          </p>
        )}
        {outOfStock && (
          <p className="product__soldout" role="alert">
            {t('productVariantOutOfStock')}
          </p>
        )}
      </div>
      {delivery && <p className="sw-pr__delivery">{t('productDeliveryTime', { time: delivery })}</p>}
      {sizeTableOpen && <SizeTablePanel productId={card.id} onClose={() => setSizeTableOpen(false)} />}
      {added && <AddedPanel key={added.key} line={added.line} controls={controls} onClose={closeAdded} />}
    </div>
  )
}
