import * as v from './kit'

/** The shopper's cookie choice as the cookie_consent cookie holds it (necessary is always true). */
export const consentCookieSchema = v.looseObject({
  analytics: v.boolean(),
  marketing: v.boolean(),
})

export type Consent = { analytics: boolean; marketing: boolean }
