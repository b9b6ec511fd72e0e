import { isApiError, serverMessage } from '../api/errors'
import { t } from './t'

/**
 * The text a shopper sees for a failed call: the server's message, else SPEC 8's generic one. An
 * anti-forgery refusal that a renewed token did not cure says the session expired (README
 * "Refusals"), whatever the server's words: that is what the shopper can act on (reload).
 */
export function failureText(error: unknown): string {
  if (isApiError(error) && error.kind === 'expired') return t('sessionExpired')
  const message = serverMessage(error)
  if (message) return message
  const detail = isApiError(error) ? error.message : ''
  return detail ? `${t('unknownError')} (${detail})` : t('unknownError')
}
