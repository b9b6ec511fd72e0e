import { writeConsentCookie } from '../../shared/browser/consent-cookie'

/** The shopper decided on an earlier page: the cookie_consent cookie holds the choice. */
export function givenConsent(analytics: boolean, marketing = false): void {
  writeConsentCookie({ analytics, marketing })
}

/** What window.dataLayer holds now (undefined: nothing was ever sent). */
export const dataLayer = () => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer
