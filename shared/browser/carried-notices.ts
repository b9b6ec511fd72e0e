import { tabValue } from './tab-storage'

// SPEC 8: a redirect's danger notice shows for 10 s, but the redirect is a full page load and the
// notice would be gone with the page it was shown on. It is handed to the next page of this tab
// (tab-storage); the notifications store shows it there once (notify parses what it gets, so a
// notice written by another build cannot break the page).

const KEY = 'shop-widgets:notices'

/** The notices an earlier page handed over, each given once; unparsed. */
export function takeCarriedNotices(): unknown[] {
  const list = tabValue(KEY, null)
  return Array.isArray(list) ? list : []
}

/** Keeps a notice (SPEC 3 Notification input) for the next page this tab opens. */
export function carryNotice(notice: object): void {
  tabValue(KEY, [...takeCarriedNotices(), notice])
}
