import { atom } from 'nanostores'
import { releaseAnalytics } from '../browser/analytics'
import { readConsentCookie, writeConsentCookie } from '../browser/consent-cookie'
import { seedOnMount } from '../page-data/seed'
import { keepsPageState } from '../page-state'
import type { Consent } from '../schemas/consent'

/** The shopper's cookie choice; null until the shopper decides (the banner shows). */
export const $consent = atom<Consent | null>(null)

const markSeeded = seedOnMount($consent, () => $consent.set(readConsentCookie()))

/** Records the choice for a year, and sends or drops the analytics events that waited for it. */
export function saveConsent(choice: Consent): void {
  markSeeded()
  writeConsentCookie(choice)
  $consent.set({ analytics: choice.analytics, marketing: choice.marketing })
  releaseAnalytics(choice.analytics)
}

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$consent], () => {
    markSeeded(false)
  })
}
