import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { Account } from './account'
import { parseAccountProps } from './props'

export const mount = island(Account, parseAccountProps, () => requireParts('setup.login'))
