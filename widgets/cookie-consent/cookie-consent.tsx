import { useState } from 'react'
import { usePublishedHeight } from '../../shared/hooks/use-published-height'
import { useStore } from '../../shared/hooks/use-store'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { $consent, saveConsent } from '../../shared/stores/consent'
import './cookie-consent.css'

interface CategoryProps {
  name: string
  text: string
  checked: boolean
  onChange?(checked: boolean): void
}

/** One cookie category: a checkbox described by its text. Without onChange it is always on. */
function Category({ name, text, checked, onChange }: CategoryProps) {
  const textId = useUid()
  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={!onChange}
          aria-describedby={textId}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
        />
        {name}
      </label>
      <p id={textId}>{text}</p>
    </li>
  )
}

/**
 * SPEC 1 cookie consent: a banner at the bottom of the page, not a modal. It takes no focus and
 * traps none: the shopper reaches it in the normal tab order, and can keep using the page.
 */
export function CookieConsent() {
  const t = useT()
  const consent = useStore($consent)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [analytics, setAnalytics] = useState(false)
  const [marketing, setMarketing] = useState(false)
  const titleId = useUid()
  const settingsId = useUid()
  const [banner, setBanner] = useState<HTMLElement | null>(null)
  // While the banner is up the page keeps room for it, and bars docked to the bottom sit above it.
  usePublishedHeight(consent ? null : banner, '--sw-consent-height')

  // The banner goes when the shopper decides; focus that was in it moves to the start of the
  // main content rather than dropping to <body> (the page's <main> becomes focusable from code).
  const decide = (choice: { analytics: boolean; marketing: boolean }) => {
    const hadFocus = banner?.contains(document.activeElement)
    saveConsent(choice)
    if (!hadFocus) return
    const main = document.querySelector<HTMLElement>('main, [role="main"]')
    if (!main) return
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main.focus({ preventScroll: true })
  }

  if (consent) return null
  return (
    <section className="sw-cc" aria-labelledby={titleId} ref={setBanner}>
      <h2 id={titleId}>{t('cookieConsentTitle')}</h2>
      <p>{t('cookieConsentText')}</p>
      <div className="sw-actions">
        <button type="button" className="sw-button" onClick={() => decide({ analytics: true, marketing: true })}>
          {t('cookieConsentAcceptAll')}
        </button>
        {/* Refusing is as easy and as visible as accepting. */}
        <button type="button" className="sw-button" onClick={() => decide({ analytics: false, marketing: false })}>
          {t('cookieConsentRejectAll')}
        </button>
        <button
          type="button"
          className="sw-button sw-button--secondary"
          aria-expanded={settingsOpen}
          aria-controls={settingsId}
          onClick={() => setSettingsOpen(!settingsOpen)}
        >
          {t('cookieConsentSettings')}
        </button>
      </div>
      <div id={settingsId} hidden={!settingsOpen}>
        <fieldset>
          <legend className="sw-visually-hidden">{t('cookieConsentSettings')}</legend>
          <ul>
            <Category name={t('cookieCategoryNecessary')} text={t('cookieCategoryNecessaryText')} checked />
            <Category
              name={t('cookieCategoryAnalytics')}
              text={t('cookieCategoryAnalyticsText')}
              checked={analytics}
              onChange={setAnalytics}
            />
            <Category
              name={t('cookieCategoryMarketing')}
              text={t('cookieCategoryMarketingText')}
              checked={marketing}
              onChange={setMarketing}
            />
          </ul>
        </fieldset>
        <button type="button" className="sw-button" onClick={() => decide({ analytics, marketing })}>
          {t('cookieConsentSave')}
        </button>
      </div>
    </section>
  )
}
