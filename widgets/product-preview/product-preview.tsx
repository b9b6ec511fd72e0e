import { useRef, useState } from 'react'
import { getProductPreview } from '../../shared/api/product'
import { useLoad } from '../../shared/hooks/use-load'
import { useT } from '../../shared/i18n/t'
import { type AddedLine, AddedPanel } from '../../shared/product/added-panel'
import { BuyBox } from '../../shared/product/buy-box'
import { safeHref } from '../../shared/schemas/common'
import type { ProductCard } from '../../shared/schemas/product'
import { LoadState } from '../../shared/ui/load-state'
import { Modal } from '../../shared/ui/modal'
import { Photo } from '../../shared/ui/photo'
import type { ProductPreviewProps } from './props'
import './product-preview.css'

/** The card asked for at the tap, taken by the first load of the preview it opened. */
type Early = { current: Promise<ProductCard> | null }

/** The quick view's content: the card loaded when the modal opens (SPEC 7 ajaxProductPreview). */
function Preview({ productId, url, early, onAdded }: { productId: number; url?: string; early: Early; onAdded(line: AddedLine): void }) {
  const t = useT()
  const load = useLoad(() => {
    const asked = early.current
    early.current = null
    return asked ?? getProductPreview(productId)
  }, [productId])
  return (
    <>
      <LoadState load={load} block="sw-pr-load" text={{ loading: t('loading') }}>
        {(card) => <Card card={card} url={url} onAdded={onAdded} />}
      </LoadState>
      {load.state === 'failed' && url && <a href={url}>{t('productPreviewFull')}</a>}
    </>
  )
}

function Card({ card, url, onAdded }: { card: ProductCard; url?: string | undefined; onAdded(line: AddedLine): void }) {
  const t = useT()
  const page = safeHref(card.url) || url
  return (
    <div className="sw-pp">
      <Photo photo={card.photos[0] ?? ''} alt={card.name} width={309} height={412} className="sw-pp__photo" />
      <div className="sw-pp__info">
        {card.producer_name && <p className="sw-pp__brand">{card.producer_name}</p>}
        {/* A rating only with opinions and their average: none from a count of 0 or an average left out. */}
        {card.opinions.count > 0 && card.opinions.average !== undefined && (
          <p className="sw-pp__rating">
            {t('productOpinions', { average: String(card.opinions.average).replace('.', ','), count: card.opinions.count })}
          </p>
        )}
        <BuyBox card={card} onAdded={onAdded} />
        {page && (
          <a className="sw-pp__full" href={page}>
            {t('productPreviewFull')}
          </a>
        )}
      </div>
    </div>
  )
}

/**
 * `product-preview` (SPEC 2, 7): a tile's quick view. The tile's link to the product page is the
 * fallback; the island's button opens a modal with the attribute choice and add to basket, and
 * a link to the full page. A successful add closes it and confirms the add as the product page
 * does (shared/product/added-panel.tsx); focus then comes back to the tile's button.
 */
export function ProductPreview({ productId, name, url }: ProductPreviewProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  // The card is asked for at the tap, while the modal's first frame paints, not after it.
  const [early] = useState<Early>(() => ({ current: null }))
  const openPreview = () => {
    const asked = getProductPreview(productId)
    // Its failure is shown by the preview, which takes this promise over; nothing goes unhandled meanwhile.
    asked.catch(() => {})
    early.current = asked
    setOpen(true)
  }
  const [title, setTitle] = useState(name)
  const [added, setAdded] = useState<{ line: AddedLine; key: number } | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="sw-pp__open"
        data-replay="preview"
        aria-haspopup="dialog"
        aria-label={name ? `${t('productPreview')}: ${name}` : undefined}
        onClick={openPreview}
      >
        {t('productPreview')}
      </button>
      {open && (
        <Modal
          open
          title={title || t('productPreview')}
          onClose={() => setOpen(false)}
          closeLabel={t('close')}
          width={760}
          className="sw-pp-modal"
        >
          <Preview
            productId={productId}
            url={url}
            early={early}
            onAdded={(line) => {
              setTitle(name)
              setOpen(false)
              setAdded((before) => ({ line, key: (before?.key ?? 0) + 1 }))
            }}
          />
        </Modal>
      )}
      {added && (
        <AddedPanel
          key={added.key}
          line={added.line}
          controls={opener}
          onClose={(back) => {
            setAdded(null)
            if (back) opener.current?.focus()
          }}
        />
      )}
    </>
  )
}
