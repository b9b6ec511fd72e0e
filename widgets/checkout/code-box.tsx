import { type FormEvent, useState } from 'react'
import { formatPrice } from '../../shared/format/price'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import type { Basket } from '../../shared/schemas/basket'
import { useBusy } from './busy'
import { applyDiscountCode, clearDiscountCode } from './later-basket-actions'

interface CodeBoxProps {
  label: string
  /** The code in use, if any, with what it takes off. */
  applied: { code: string; value: number } | null
  currency: string
  /** True while a quantity change is pending (SPEC 5: a discount code is ignored then). */
  blocked?: boolean
  apply(code: string): Promise<boolean>
  clear(): Promise<boolean>
}

/** A discount code or voucher: Enter or the button applies it; what was typed stays on failure. */
export function CodeBox({ label, applied, currency, blocked = false, apply, clear }: CodeBoxProps) {
  const t = useT()
  const id = useUid()
  const [code, setCode] = useState('')
  const [busy, run] = useBusy()
  const ready = code.trim() !== '' && !busy && !blocked

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    // Only a code the server took is cleared from the field: a refused one stays to be corrected.
    if (await run(() => apply(code))) setCode('')
  }

  const remove = () => run(clear)

  if (applied?.code) {
    return (
      <div className="sw-co__code">
        <p>
          {label}: <strong>{applied.code}</strong> (−{formatPrice(applied.value, currency)})
        </p>
        <button type="button" className="sw-button sw-button--secondary" disabled={busy} onClick={remove}>
          {t('clear')}
          <span className="sw-visually-hidden"> {label}</span>
        </button>
      </div>
    )
  }
  return (
    <form className="sw-co__code" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={id}>{label}</label>
      <div>
        <input id={id} value={code} autoComplete="off" onInput={(event) => setCode(event.currentTarget.value)} />
        <button type="submit" className="sw-button" disabled={!ready}>
          {t('apply')}
          <span className="sw-visually-hidden"> {label}</span>
        </button>
      </div>
    </form>
  )
}

/** The basket's discount code (SPEC 4), as the basket and summary steps both show it. */
export function DiscountCodeBox({ basket, currency, blocked }: { basket: Basket; currency: string; blocked: boolean }) {
  const t = useT()
  return (
    <CodeBox
      label={t('discountCode')}
      applied={basket.discount}
      currency={currency}
      blocked={blocked}
      apply={applyDiscountCode}
      clear={clearDiscountCode}
    />
  )
}
