import { useEffect } from 'react'
import { currentHostname } from '../../shared/browser/navigate'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { numeric, text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'
import { $basket } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import { Modal } from '../../shared/ui/modal'
import { Spinner } from '../../shared/ui/spinner'
import { LanguageForm } from './language-form'
import { $languageChoice, $languageModal, loadLanguageChoice } from './language-store'
import type { LanguagePickerProps } from './props'
import { defaultCountryName, flagCode, initialChoice } from './rules'
import './language-picker.css'

// SPEC 3 countries of the basket, which basketSchema passes through: the delivery countries and the selected one.
const basketCountriesSchema = v.looseObject({
  countries: v.optional(
    v.looseObject({
      items: v.optional(v.array(v.looseObject({ id: numeric, name: text })), []),
      selected: v.nullish(numeric, null),
    }),
  ),
})

/** The delivery country the basket names (SPEC 3 countries.selected), or SPEC 9's default. */
function useDeliveryCountry(): { id: number | null; name: string } {
  const parsed = v.safeParse(basketCountriesSchema, useStore($basket))
  const countries = parsed.success ? parsed.output.countries : undefined
  const selected = countries?.selected ?? null
  const name = countries?.items.find((item) => item.id === selected)?.name
  return { id: selected, name: name ?? defaultCountryName(currentHostname()) }
}

function Choices({ onCancel }: { onCancel(): void }) {
  const t = useT()
  const load = useStore($languageChoice)
  const setup = useStore($setup)
  const country = useDeliveryCountry()
  useEffect(() => {
    void loadLanguageChoice()
  }, [])
  if (load.state === 'ready') {
    const initial = initialChoice(load.items, { language: setup.language.current, country: country.id, currency: setup.currency.iso })
    return <LanguageForm items={load.items} initial={initial} onCancel={onCancel} />
  }
  if (load.state === 'failed') {
    return (
      <div className="sw-lp__failed">
        <p role="alert">{load.message}</p>
        <button type="button" className="sw-button" onClick={() => void loadLanguageChoice()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  return <Spinner label={t('loading')} />
}

/** SPEC 2 Language modal: a trigger (header or basket) and the modal it opens. */
export function LanguagePicker({ trigger }: LanguagePickerProps) {
  const t = useT()
  const open = useStore($languageModal)
  const { language, currency } = useStore($setup)
  const country = useDeliveryCountry()
  const current = language.list.find((item) => item.iso === language.current)?.name ?? language.current
  const close = () => $languageModal.set(null)

  return (
    <div className={`sw-lp sw-lp--${trigger}`}>
      <button
        type="button"
        className="sw-chip sw-lp__trigger"
        aria-haspopup="dialog"
        onClick={() => $languageModal.set(trigger)}
        data-replay="language"
      >
        {/* The visible text is part of the name (WCAG 2.5.3): the hidden words only lead into it. */}
        <span className="sw-visually-hidden">{t('languagePickerOpen')}: </span>
        <span className="sw-lp__flag" data-flag={flagCode(language.current)}>
          {flagCode(language.current).toUpperCase()}
        </span>
        {trigger === 'basket' ? <span>{t('deliveryCountry', { country: country.name })}</span> : <span>{current}</span>}
        <span>· {currency.symbol}</span>
      </button>
      {/* Only the island whose trigger was used shows the modal: focus comes back to that trigger. */}
      <Modal open={open === trigger} title={t('languageModalTitle')} onClose={close} closeLabel={t('close')} className="sw-lp__modal">
        <Choices onCancel={close} />
      </Modal>
    </div>
  )
}
