import { formatPrice } from '../../../shared/format/price'
import { useT } from '../../../shared/i18n/t'
import type { Basket } from '../../../shared/schemas/basket'
import { freeDeliveryProgress } from './rules'

export function FreeDeliveryBar({ basket, currency }: { basket: Basket; currency: string }) {
  const t = useT()
  const progress = freeDeliveryProgress(basket)
  if (!progress) return null
  const label =
    progress.missing > 0 ? t('freeDeliveryMissing', { amount: formatPrice(progress.missing, currency) }) : t('freeDeliveryReached')
  return (
    <div className="sw-co__free">
      <p>{label}</p>
      <progress max={100} value={progress.percent} aria-label={t('freeDelivery')} aria-valuetext={label} />
    </div>
  )
}
