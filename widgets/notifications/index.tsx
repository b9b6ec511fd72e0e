import { island } from '../../shared/runtime/island'
import { Notifications } from './notifications'
import { parseNotificationsProps } from './props'

export const mount = island(Notifications, parseNotificationsProps)
