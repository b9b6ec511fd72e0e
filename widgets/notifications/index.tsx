import { island } from '../../shared/runtime/island'
import { NotificationsOnNeed } from './on-need'
import { parseNotificationsProps } from './props'

export const mount = island(NotificationsOnNeed, parseNotificationsProps)
