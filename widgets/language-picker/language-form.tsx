import { type FormEvent, useState } from 'react'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { saveLanguageChoice } from './language-store'
import {
  type Choice,
  chooseCountry,
  chooseLanguage,
  countriesOf,
  currenciesOf,
  isComplete,
  type LanguageChoiceItem,
  languagesOf,
} from './rules'

interface LanguageFormProps {
  items: LanguageChoiceItem[]
  initial: Choice
  onCancel(): void
}

/** The three selects of SPEC 4/5: each step resets the ones after it; all three are required. */
export function LanguageForm({ items, initial, onCancel }: LanguageFormProps) {
  const t = useT()
  const ids = { language: useUid(), country: useUid(), currency: useUid(), error: useUid() }
  const [choice, setChoice] = useState(initial)
  const [error, setError] = useState(false)
  const [busy, setBusy] = useState(false)

  // SPEC 5: changing any select clears the error.
  const change = (next: Choice) => {
    setChoice(next)
    setError(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isComplete(choice)) {
      setError(true)
      return
    }
    setBusy(true)
    const done = await saveLanguageChoice(items, choice)
    if (!done) setBusy(false)
  }

  const countries = countriesOf(items, choice.language)
  const currencies = currenciesOf(items, choice.language, choice.country)
  return (
    <form className="sw-lp__form" onSubmit={submit} aria-describedby={error ? ids.error : undefined} noValidate>
      <label htmlFor={ids.language}>{t('language')}</label>
      <select
        id={ids.language}
        value={choice.language ?? ''}
        required
        onChange={(event) => change(chooseLanguage(items, event.currentTarget.value || null))}
      >
        <option value="">{t('choose')}</option>
        {languagesOf(items).map((language) => (
          <option key={language.iso} value={language.iso}>
            {language.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.country}>{t('deliveryCountryLabel')}</label>
      <select
        id={ids.country}
        value={choice.country === null ? '' : String(choice.country)}
        required
        disabled={!choice.language}
        onChange={(event) => change(chooseCountry(items, choice, event.currentTarget.value ? Number(event.currentTarget.value) : null))}
      >
        <option value="">{t('choose')}</option>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.currency}>{t('currency')}</label>
      <select
        id={ids.currency}
        value={choice.currency ?? ''}
        required
        disabled={choice.country === null}
        onChange={(event) => change({ ...choice, currency: event.currentTarget.value || null })}
      >
        <option value="">{t('choose')}</option>
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
      {error && (
        <p id={ids.error} className="sw-lp__error" role="alert">
          {t('languageModalError')}
        </p>
      )}
      <div className="sw-actions">
        <button type="button" className="sw-button sw-button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="sw-button" disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  )
}
