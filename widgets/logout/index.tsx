import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { Logout } from './logout'
import { parseLogoutProps } from './props'

export const mount = island(Logout, parseLogoutProps, () => requireParts('setup.login'))
