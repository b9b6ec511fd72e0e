import { useEffect } from 'react'
import { lazyModule } from '../../shared/browser/lazy-module'
import { useStore } from '../../shared/hooks/use-store'
import { $notifications } from '../../shared/stores/notifications'
import { lazyComponent } from '../../shared/ui/lazy'
import './notifications.css'

// Most pages show no notification: the code that draws them (the bars, the modal, server HTML)
// loads when the first one comes, and stays off the every-page bytes (the text page's budget,
// test/budgets.ts). A notification is fixed over the page: drawn a request later, it moves nothing.
const loadList = lazyModule(() => import('./notifications').then((module) => module.Notifications))
const List = lazyComponent(loadList)

/** The notifications island: nothing until there is a notification, then the list of them. */
export function NotificationsOnNeed() {
  const shown = useStore($notifications).length > 0
  useEffect(() => {
    // A failed call's notice may come when the network has just gone (the connection alert says
    // so too): the list's code is fetched on the shopper's first move, while it is likely still there.
    const warm = () => void loadList().catch(() => {})
    const options = { once: true, capture: true, passive: true }
    addEventListener('pointerdown', warm, options)
    addEventListener('keydown', warm, options)
    return () => {
      removeEventListener('pointerdown', warm, options)
      removeEventListener('keydown', warm, options)
    }
  }, [])
  return shown ? <List /> : null
}
