import type { Notification } from '../schemas/notification'

// SPEC 9 durations.
const NOTIFICATION_MS = 10_000
const TEMPORARY_MS = 5_000
export const DISMISS_COOKIE_DAYS = 10_000

export const isModal = (n: Notification) => n.type.startsWith('modal-')
const isSuccess = (n: Notification) => n.variables.color === 'success'

/** How long until it dismisses itself; null when it stays until closed. */
export function lifetimeMs(n: Notification): number | null {
  if (typeof n.temporary === 'number' && n.temporary > 0) return n.temporary * 1000
  if (n.temporary === true || isSuccess(n)) return TEMPORARY_MS
  if (n.fixed || isModal(n)) return null
  return NOTIFICATION_MS
}

/** SPEC 4: a repeated message replaces the older one with an incremented counter. */
export function addNotification(list: readonly Notification[], incoming: Notification): Notification[] {
  const older = list.find((n) => n.content === incoming.content && n.type === incoming.type)
  if (!older) return [...list, incoming]
  return [...list.filter((n) => n !== older), { ...incoming, id: older.id, counter: older.counter + 1 }]
}

/** Shown to this shopper? `logged` limits it to logged-in shoppers (true) or guests (false). */
export function isFor(n: Notification, logged: boolean, dismissed: (cookieName: string) => boolean): boolean {
  if (n.logged !== null && n.logged !== logged) return false
  return !(n.cookieName && dismissed(n.cookieName))
}
