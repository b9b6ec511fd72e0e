import { failureText } from '../i18n/failure-text'
import { notifyResult } from './notifications'

// Its own module, not in notifications.ts: every page shows notifications, but only islands that
// make calls need the failure texts (and the api errors they read).

/** SPEC 8: a failed call shows a danger notice with its failureText. */
export const notifyFailure = (error: unknown) => notifyResult(failureText(error), false)
