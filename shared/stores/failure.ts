import { isApiError, serverMessage } from '../api/errors'
import { t } from '../i18n/t'
import { notifyResult } from './notifications'

/** The text a shopper sees for a failed call: the server's message, else SPEC 8's generic one. */
export function failureText(error: unknown): string {
  const message = serverMessage(error)
  if (message) return message
  const detail = isApiError(error) ? error.message : ''
  return detail ? `${t('unknownError')} (${detail})` : t('unknownError')
}

/** SPEC 8: a failed call shows a danger notice with its failureText. */
export const notifyFailure = (error: unknown) => notifyResult(failureText(error), false)
