import { useState } from 'react'
import { currentPath } from '../../shared/browser/navigate'
import { useBusy } from '../../shared/hooks/use-busy'
import { useStore } from '../../shared/hooks/use-store'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { $chosenVariants } from '../../shared/stores/chosen-variant'
import { $cupboards, isSaved, saveProduct, unsaveProduct } from '../../shared/stores/cupboards'
import type { CupboardButtonProps } from './props'
import './cupboard-button.css'

const Heart = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path
      d="M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.9 4.5 6.7 4.5c2.2 0 3.7 1.2 5.3 3.1 1.6-1.9 3.1-3.1 5.3-3.1 3.8 0 5.8 4.1 4.3 7.3C19.5 16.4 12 21 12 21z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
)

/**
 * SPEC 4: saves a product to the default cupboard (or to the one the shopper picks when there
 * are several) and takes it out again. Its state comes from the one summary every button on
 * the page reads, so all tiles agree and follow other islands and tabs.
 */
export function CupboardButton({
  productId,
  variantId: printed,
  labelled,
}: Pick<CupboardButtonProps, 'productId' | 'variantId'> & { labelled?: boolean }) {
  const t = useT()
  const summary = useStore($cupboards)
  // On a product page: the variant the shopper chose there, else the one the server printed.
  const variantId = useStore($chosenVariants)[productId] ?? printed
  const [busy, run] = useBusy()
  const [choosing, setChoosing] = useState(false)
  const menuId = useUid()
  const saved = isSaved(summary, productId)
  // The name a screen reader hears, shown beside the heart when labelled (the words seen are the name).
  const name = <span className={labelled ? 'sw-cb__label' : 'sw-visually-hidden'}>{t('cupboardSave')}</span>
  const className = labelled ? 'sw-cb sw-cb--labelled' : 'sw-cb'

  if (!summary.enabled) {
    // A guest is asked to log in: the backend keeps cupboards for customers only.
    return (
      <a
        className={className}
        href={`${readConfig().paths.login}?to=${encodeURIComponent(currentPath())}`}
        title={t('cupboardLoginToSave')}
      >
        <Heart filled={false} />
        {/* Labelled: the words are the name, the title (why it asks to log in) its description. */}
        {labelled ? name : <span className="sw-visually-hidden">{t('cupboardLoginToSave')}</span>}
      </a>
    )
  }

  const act = async (work: () => Promise<boolean>) => {
    await run(work)
    setChoosing(false)
  }
  const press = () => {
    if (saved) void act(() => unsaveProduct(productId))
    else if (summary.list.length > 1) setChoosing(!choosing)
    else void act(() => saveProduct(productId, undefined, variantId))
  }

  return (
    <div className="sw-cb-wrap">
      <button
        type="button"
        className={className}
        aria-pressed={saved}
        aria-expanded={summary.list.length > 1 && !saved ? choosing : undefined}
        aria-controls={choosing ? menuId : undefined}
        aria-busy={busy}
        disabled={busy}
        title={t(saved ? 'cupboardSaved' : 'cupboardSave')}
        onClick={press}
      >
        <Heart filled={saved} />
        {name}
      </button>
      {choosing && (
        <ul id={menuId} className="sw-cb__menu" aria-label={t('cupboardChoose')}>
          {summary.list.map((cupboard) => (
            <li key={cupboard.cupboardId}>
              <button type="button" onClick={() => void act(() => saveProduct(productId, cupboard.cupboardId, variantId))}>
                {cupboard.cupboardName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
