import { island } from '../../shared/runtime/island'
import { CookieConsent } from './cookie-consent'
import { parseCookieConsentProps } from './props'

export const mount = island(CookieConsent, parseCookieConsentProps)
