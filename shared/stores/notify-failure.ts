import { failureText } from '../i18n/failure-text'
import { notify } from './notifications'

// Its own module, not in notifications.ts: every page shows notifications, but only islands that
// make calls need the failure texts (and the api errors they read).

/** SPEC 8: the danger notice of a failed call, with its failureText (as notifyResult(text, false) shows it). */
export const failureNotice = (error: unknown) => ({ content: failureText(error), variables: { color: 'danger' } })

/** SPEC 8: a failed call shows a danger notice with its failureText. */
export const notifyFailure = (error: unknown) => notify(failureNotice(error))
