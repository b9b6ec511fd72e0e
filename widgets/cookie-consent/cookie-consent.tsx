import type { FormEvent } from 'react'
import { useStore } from '../../shared/hooks/use-store'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { $consent, saveConsent } from '../../shared/stores/consent'
import './cookie-consent.css'

interface CategoryProps {
  name: string
  text: string
  /** The form field; without one the category is always on (necessary cookies). */
  field?: 'analytics' | 'marketing'
}

/** One cookie category: a checkbox described by its text. */
function Category({ name, text, field }: CategoryProps) {
  const textId = useUid()
  return (
    <li>
      <label>
        <input type="checkbox" name={field} defaultChecked={!field} disabled={!field} aria-describedby={textId} />
        {name}
      </label>
      <p id={textId}>{text}</p>
    </li>
  )
}

/**
 * SPEC 1 cookie consent: a banner over the bottom of the page (fixed, so the page does
 * not move when it comes or goes; at most 40 % of the screen), not a modal. It takes no focus and
 * traps none; the shopper reaches it first in the tab order, and can keep using the page. The server prints the same markup, a form posting to
 * /cookie-consent that works without scripts (fixtures/pages/consent-banner.ts); this island,
 * loaded when the shopper reaches for it, decides in place without a reload.
 */
export function CookieConsent() {
  const t = useT()
  const consent = useStore($consent)
  const titleId = useUid()

  // The banner goes when the shopper decides; focus that was in it moves to the start of the
  // main content rather than dropping to <body> (the page's <main> becomes focusable from code).
  const decide = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    // The button pressed. preact hands over the browser's event itself; React its own, with the browser's inside.
    const submitted = (event.nativeEvent ?? event) as SubmitEvent
    const choice = (submitted.submitter as HTMLButtonElement | null)?.value
    const ticked = (name: string) =>
      choice === 'all' || (choice === 'chosen' && (form.elements.namedItem(name) as HTMLInputElement).checked)
    const hadFocus = form.contains(document.activeElement)
    saveConsent({ analytics: ticked('analytics'), marketing: ticked('marketing') })
    if (!hadFocus) return
    const main = document.querySelector<HTMLElement>('main, [role="main"]')
    if (!main) return
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main.focus({ preventScroll: true })
  }

  if (consent) return null
  return (
    <section className="sw-cc" aria-labelledby={titleId}>
      <form method="post" action="/cookie-consent" onSubmit={decide}>
        <h2 id={titleId}>{t('cookieConsentTitle')}</h2>
        <p>{t('cookieConsentText')}</p>
        <div className="sw-actions">
          <button type="submit" className="sw-button" name="choice" value="all" data-replay="all">
            {t('cookieConsentAcceptAll')}
          </button>
          {/* Refusing is as easy and as visible as accepting. */}
          <button type="submit" className="sw-button" name="choice" value="necessary" data-replay="necessary">
            {t('cookieConsentRejectAll')}
          </button>
          <details>
            <summary className="sw-button sw-button--secondary" data-replay="settings">
              {t('cookieConsentSettings')}
            </summary>
            <fieldset>
              <legend className="sw-visually-hidden">{t('cookieConsentSettings')}</legend>
              <ul>
                <Category name={t('cookieCategoryNecessary')} text={t('cookieCategoryNecessaryText')} />
                <Category name={t('cookieCategoryAnalytics')} text={t('cookieCategoryAnalyticsText')} field="analytics" />
                <Category name={t('cookieCategoryMarketing')} text={t('cookieCategoryMarketingText')} field="marketing" />
              </ul>
            </fieldset>
            <button type="submit" className="sw-button" name="choice" value="chosen" data-replay="save">
              {t('cookieConsentSave')}
            </button>
          </details>
        </div>
      </form>
    </section>
  )
}
