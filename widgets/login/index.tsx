import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { Login } from './login'
import { parseLoginProps } from './props'

export const mount = island(Login, parseLoginProps, () => requireParts('setup.login'))
