import { isApiError, serverMessage } from '../api/errors'
import { t } from './t'

/** The text a shopper sees for a failed call: the server's message, else SPEC 8's generic one. */
export function failureText(error: unknown): string {
  // README "Refusals": an anti-forgery refusal a renewed token did not cure (api/renew-token.ts).
  if (isApiError(error) && error.kind === 'expired') return t('sessionExpired')
  const message = serverMessage(error)
  if (message) return message
  const detail = isApiError(error) ? error.message : ''
  return detail ? `${t('unknownError')} (${detail})` : t('unknownError')
}
