import { atom } from 'nanostores'
import { takeCarriedNotices } from '../browser/carried-notices'
import { readCookie, writeCookie } from '../browser/cookies'
import { seedOnMount } from '../page-data/seed'
import { readNotifications } from '../page-data/shop-data'
import { keepsPageState } from '../page-state'
import * as v from '../schemas/kit'
import { type Notification, type NotificationInput, notificationSchema } from '../schemas/notification'
import { addNotification, DISMISS_COOKIE_DAYS, isFor, lifetimeMs } from './notification-rules'
import { $setup } from './setup'

export const $notifications = atom<Notification[]>([])

const timers = new Map<string, ReturnType<typeof setTimeout>>()
let nextId = 0

function schedule(n: Notification): void {
  clearTimeout(timers.get(n.id))
  const ms = lifetimeMs(n)
  if (ms !== null)
    timers.set(
      n.id,
      setTimeout(() => dismissNotification(n.id, false), ms),
    )
}

/** Shows a notification (SPEC 3 shape: at least content). Returns its id, or null if not shown. */
export function notify(input: NotificationInput): string | null {
  const result = v.safeParse(notificationSchema, input)
  if (!result.success || !result.output.content.trim()) {
    console.warn('[shop-widgets] a notification without content was ignored')
    return null
  }
  const n: Notification = { ...result.output, id: result.output.id || `n${++nextId}` }
  if (!isFor(n, $setup.get().login.logged, (name) => readCookie(name) !== null)) return null
  const list = addNotification($notifications.get(), n)
  $notifications.set(list)
  const shown = list.at(-1) as Notification
  schedule(shown)
  return shown.id
}

/** A green notice for 5 s on success, a red one otherwise (SPEC 8). */
export const notifyResult = (content: string, success: boolean) => notify({ content, variables: { color: success ? 'success' : 'danger' } })

/** Closes a notification; closed by the shopper, it may write its cookie to stay dismissed. */
export function dismissNotification(id: string, byShopper = true): void {
  const n = $notifications.get().find((item) => item.id === id)
  if (!n) return
  clearTimeout(timers.get(id))
  timers.delete(id)
  $notifications.set($notifications.get().filter((item) => item.id !== id))
  if (byShopper && n.cookieName) writeCookie(n.cookieName, String(Date.now()), n.cookieLifetime ?? DISMISS_COOKIE_DAYS)
}

// The page's notifications, and those a previous page carried over (SPEC 8 redirect).
const markSeeded = seedOnMount($notifications, () => {
  for (const n of readNotifications()) notify(n)
  // Handed over by the page before (a redirect's notice): notify parses each one.
  for (const n of takeCarriedNotices()) notify(n as NotificationInput)
})

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$notifications], () => {
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    markSeeded(false)
  })
}
