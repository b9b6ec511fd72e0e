import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { parseReturnsProps } from './props'
import { Returns } from './returns'

export const mount = island(Returns, parseReturnsProps, () => requireParts('setup.login'))
