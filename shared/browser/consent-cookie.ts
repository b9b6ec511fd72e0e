// The cookie_consent cookie: the one record of the shopper's cookie choice, read by the consent
// store and, at call time, by analytics (which may run where that store was never mounted).

import { type Consent, consentCookieSchema } from '../schemas/consent'
import * as v from '../schemas/kit'
import { readCookie, writeCookie } from './cookies'

export const CONSENT_COOKIE = 'cookie_consent'
/** The choice is kept this long; after that the banner asks again. */
const CONSENT_COOKIE_DAYS = 365

/** The choice in the cookie; null when there is none or it cannot be read (ask again). */
export function readConsentCookie(): Consent | null {
  const raw = readCookie(CONSENT_COOKIE)
  if (!raw) return null
  try {
    const result = v.safeParse(consentCookieSchema, JSON.parse(raw))
    return result.success ? { analytics: result.output.analytics, marketing: result.output.marketing } : null
  } catch {
    return null
  }
}

export function writeConsentCookie({ analytics, marketing }: Consent, now = new Date()): void {
  const value = JSON.stringify({ necessary: true, analytics, marketing, date: now.toISOString() })
  writeCookie(CONSENT_COOKIE, value, CONSENT_COOKIE_DAYS)
}
