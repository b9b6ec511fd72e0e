import { type FormEvent, useState } from 'react'
import { formatPrice } from '../../../shared/format/price'
import { useUid } from '../../../shared/hooks/use-uid'
import { useT } from '../../../shared/i18n/t'
import { useBusy } from '../busy'

interface LoyaltyBoxProps {
  max: number
  points: number
  pointValue: number
  currency: string
  /** Sends what was typed, clamped to 0..max (SPEC 4/5), and shows the points it sends (the basket's applyLoyaltyPoints). */
  apply: (typed: string, max: number, shown: (points: number) => void) => Promise<boolean>
}

/** Loyalty points (SPEC 4/5). */
export function LoyaltyBox({ max, points, pointValue, currency, apply }: LoyaltyBoxProps) {
  const t = useT()
  const id = useUid()
  const hint = useUid()
  const [value, setValue] = useState(points ? String(points) : '')
  const [busy, run] = useBusy()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await run(() => apply(value, max, (points) => setValue(String(points))))
  }

  if (max <= 0) return null
  return (
    <form className="sw-co__code" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={id}>{t('loyaltyPoints')}</label>
      <p id={hint} className="sw-co__hint">
        {t('loyaltyPointsMax', { max })}
        {pointValue > 0 && ' '}
        {/* "(1 pkt = 1 zł)" stays on one line: a price never breaks before its currency. */}
        {pointValue > 0 && <span className="sw-co__whole">{t('loyaltyPointValue', { value: formatPrice(pointValue, currency) })}</span>}
      </p>
      <div>
        <input id={id} inputMode="numeric" aria-describedby={hint} value={value} onInput={(event) => setValue(event.currentTarget.value)} />
        <button type="submit" className="sw-button" disabled={busy}>
          {t('loyaltyUse')}
        </button>
      </div>
    </form>
  )
}
