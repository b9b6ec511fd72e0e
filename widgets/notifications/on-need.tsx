import { useStore } from '../../shared/hooks/use-store'
import { $notifications } from '../../shared/stores/notifications'
import { lazyComponent } from '../../shared/ui/lazy'
import './notifications.css'

// Most pages show no notification: the code that draws them (the bars, the modal, server HTML)
// loads when the first one comes, and stays off the every-page bytes (the text page's budget,
// test/budgets.ts). A notification is fixed over the page: drawn a request later, it moves nothing.
// A failed call's notice while the network is gone cannot load it; the connection alert, loaded
// with the page, says so then, and a notice after the network is back loads the list.
const List = lazyComponent(() => import('./notifications').then((module) => module.Notifications))

/** The notifications island: nothing until there is a notification, then the list of them. */
export function NotificationsOnNeed() {
  const shown = useStore($notifications).length > 0
  return shown ? <List /> : null
}
