import { island } from '../../shared/runtime/island'
import { ConnectionAlert } from './connection-alert'
import { parseConnectionAlertProps } from './props'

export const mount = island(ConnectionAlert, parseConnectionAlertProps)
