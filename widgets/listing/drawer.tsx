import { type ReactNode, useEffect, useRef } from 'react'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { keepFocusIn } from '../../shared/ui/keep-focus'

interface DrawerProps {
  /** How many filters are on. */
  active: number
  /** The show button's text, with how many products the filters give now: "Pokaż produkty (N)". */
  showLabel: string
  clearHref: string
  clear(): void
  onClose(): void
  children: ReactNode
}

/**
 * Phones: the filters and sorting in a drawer (Shopify Dawn's "Filter and sort" is the
 * reference), loaded when the shopper first opens it. A native modal <dialog>: the page behind is
 * inert, Tab stays inside, Escape closes; the listing gives focus back to its button. Each choice
 * applies at once, as on wide screens; the footer clears them or shows the products.
 */
export function FilterDrawer({ active, showLabel, clearHref, clear, onClose, children }: DrawerProps) {
  const t = useT()
  const title = useUid()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  const close = () => dialog.current?.close()
  return (
    <dialog
      ref={dialog}
      className="sw-ls__drawer"
      aria-labelledby={title}
      onClose={onClose}
      onKeyDown={(event) => dialog.current && keepFocusIn(dialog.current, event)}
    >
      <div className="sw-ls__drawer-head">
        <h2 id={title}>{t('listingFiltersAndSort')}</h2>
        <button type="button" className="sw-ls__drawer-close" aria-label={t('close')} onClick={close}>
          ×
        </button>
      </div>
      <div className="sw-ls__drawer-body">{children}</div>
      <div className="sw-ls__drawer-foot">
        <a
          className="sw-button sw-button--secondary"
          href={clearHref}
          aria-disabled={active === 0 || undefined}
          onClick={(event) => {
            event.preventDefault()
            if (active) clear()
          }}
        >
          {t('listingDrawerClear')}
        </a>
        <button type="button" className="sw-button" onClick={close}>
          {showLabel}
        </button>
      </div>
    </dialog>
  )
}
