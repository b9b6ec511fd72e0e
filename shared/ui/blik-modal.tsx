import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useStore } from '../hooks/use-store'
import { useUid } from '../hooks/use-uid'
import { useT } from '../i18n/t'
import type { BlikPayment } from '../stores/blik-payment'
import { blikCodeInput } from '../stores/blik-rules'
import css from './blik-modal.css' with { type: 'text' }
import { addStyleOnce } from './inline-style'
import { Modal } from './modal'
import { Spinner } from './spinner'

interface BlikModalProps {
  /** The order's BLIK payment: SPEC 4 states form, loading (a message while processing) and error (payment_error). */
  payment: BlikPayment
  /** SPEC 4: cancel or close dismisses it. */
  onCancel(): void
}

/** SPEC 4, 5: the mobile-payment (BLIK) code modal of a placed order. */
export function BlikModal({ payment, onCancel }: BlikModalProps) {
  const t = useT()
  const { state, invalid, message } = useStore(payment.$blik)
  const id = useUid()
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const retry = useRef<HTMLButtonElement>(null)
  addStyleOnce('blik-modal', css)

  // Focus follows the state: the field in the form (again after a refusal), the retry button on an error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: invalid and message are the refusals that bring focus back
  useEffect(() => {
    if (state === 'form') input.current?.focus()
    if (state === 'error') retry.current?.focus()
  }, [state, invalid, message])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void payment.submit(code)
  }
  const retryWithNewCode = () => {
    setCode('')
    payment.retry()
  }

  return (
    <Modal open title={t('ordersPaymentBlikTitle')} onClose={onCancel} closeLabel={t('close')} className="sw-blik" width={440}>
      {state === 'form' && (
        <form className="sw-blik__form" onSubmit={submit} noValidate>
          <label htmlFor={id}>{t('ordersPaymentBlikLabel')}</label>
          <input
            ref={input}
            id={id}
            className="sw-blik__code"
            type="tel"
            inputMode="numeric"
            autoComplete="one-time-code"
            // SPEC 5 max 6 characters: kept by blikCodeInput, not maxlength, which would cut a
            // pasted "123 456" to "123 45" before its space could be dropped.
            pattern="[0-9]{6}"
            required
            value={code}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            onInput={(event) => {
              // Written back at once: a state equal to the last one would not re-render the field.
              const field = event.currentTarget
              const kept = blikCodeInput(field.value)
              if (field.value !== kept) field.value = kept
              setCode(kept)
            }}
          />
          <p id={`${id}-hint`} className={`sw-blik__hint${invalid ? ' is-invalid' : ''}`}>
            {t('ordersPaymentBlikInfo')}
          </p>
          <p className="sw-blik__error" role="alert">
            {message}
          </p>
          <div className="sw-actions">
            <button type="button" className="sw-button sw-button--secondary" onClick={onCancel}>
              {t('ordersPaymentBlikLater')}
            </button>
            <button type="submit" className="sw-button">
              {t('ordersPaymentBlikPay')}
            </button>
          </div>
        </form>
      )}
      {state === 'loading' && (
        <div className="sw-blik__loading">
          <Spinner label={t('ordersPaymentBlikLoading')} />
          <p aria-hidden="true">{t('ordersPaymentBlikLoading')}</p>
        </div>
      )}
      {state === 'error' && (
        <div>
          <p className="sw-blik__error" role="alert">
            {t('ordersPaymentBlikError')}
          </p>
          <div className="sw-actions">
            <button type="button" className="sw-button sw-button--secondary" onClick={onCancel}>
              {t('ordersPaymentBlikLater')}
            </button>
            <button ref={retry} type="button" className="sw-button" onClick={retryWithNewCode}>
              {t('ordersPaymentBlikRetry')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
