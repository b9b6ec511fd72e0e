import { island } from '../../shared/runtime/island'
import { Account } from './account'
import { parseAccountProps } from './props'

export const mount = island(Account, parseAccountProps)
