import { atom, onMount } from 'nanostores'
import { releaseAnalytics } from '../browser/analytics'
import { readConsentCookie, writeConsentCookie } from '../browser/consent-cookie'
import { keepsPageState } from '../page-state'
import type { Consent } from '../schemas/consent'

/** The shopper's cookie choice; null until the shopper decides (the banner shows). */
export const $consent = atom<Consent | null>(null)

let seeded = false
onMount($consent, () => {
  if (!seeded) $consent.set(readConsentCookie())
  seeded = true
})

/** Records the choice for a year, and sends or drops the analytics events that waited for it. */
export function saveConsent(choice: Consent): void {
  seeded = true
  writeConsentCookie(choice)
  $consent.set({ analytics: choice.analytics, marketing: choice.marketing })
  releaseAnalytics(choice.analytics)
}

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$consent], () => {
    seeded = false
  })
}
