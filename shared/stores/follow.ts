import { followAddress } from '../browser/follow-address'
import { t } from '../i18n/t'
import { notifyResult } from './notifications'

/**
 * Goes to an address from data (an answer's redirect, login's `to`, a hint's url) by the one
 * navigation rule (browser/navigate shopTarget); a refused address keeps the shopper on this page
 * with SPEC 8's generic notice, and the console names `field`. True when the page is leaving.
 */
export function follow(address: string, field: string, others?: readonly string[]): boolean {
  const leaving = followAddress(address, field, others)
  if (!leaving) notifyResult(t('unknownError'), false)
  return leaving
}
