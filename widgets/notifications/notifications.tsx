import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import type { Notification } from '../../shared/schemas/notification'
import { isModal } from '../../shared/stores/notification-rules'
import { $notifications, dismissNotification } from '../../shared/stores/notifications'
import { lazyComponent } from '../../shared/ui/lazy'
import { SafeHtml } from '../../shared/ui/safe-html'

// Modal notifications are rare: their dialog code loads when the first one shows.
const Modal = lazyComponent(() => import('../../shared/ui/modal').then((module) => module.Modal))

const tone = (n: Notification) => (n.variables.color === 'success' ? 'success' : n.variables.color === 'danger' ? 'danger' : 'dark')

function Counter({ n }: { n: Notification }) {
  const t = useT()
  if (n.counter < 2) return null
  return (
    <span className="sw-notification__counter" title={t('notificationRepeated', { count: n.counter })}>
      ×{n.counter}
    </span>
  )
}

function Bar({ n }: { n: Notification }) {
  const t = useT()
  return (
    // Danger notices interrupt (alert); the others wait for a pause (status).
    <div className={`sw-notification sw-notification--${tone(n)}`} role={tone(n) === 'danger' ? 'alert' : 'status'}>
      <SafeHtml className="sw-notification__content" html={n.content} />
      <Counter n={n} />
      {n.closeable && (
        <button type="button" className="sw-icon-button" onClick={() => dismissNotification(n.id)} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}

export function Notifications() {
  const t = useT()
  const all = useStore($notifications)
  const bars = all.filter((n) => !isModal(n))
  const modal = all.find(isModal)
  return (
    <div className="sw-notifications">
      {bars.length > 0 && (
        <section className="sw-notifications__list" aria-label={t('notifications')}>
          {bars.map((n) => (
            <Bar key={n.id} n={n} />
          ))}
        </section>
      )}
      {modal && (
        <Modal
          open
          title={t('notifications')}
          onClose={() => dismissNotification(modal.id)}
          closeLabel={t('close')}
          width={modal.width}
          className={`sw-notification--${tone(modal)}`}
        >
          <SafeHtml html={modal.content} />
          <Counter n={modal} />
          <div className="sw-actions">
            <button type="button" className="sw-button" onClick={() => dismissNotification(modal.id)}>
              OK
            </button>
          </div>
        </Modal>
      )}
    </div>
  )
}
