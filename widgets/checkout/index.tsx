import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { Checkout } from './checkout'
import { parseCheckoutProps } from './props'

export const mount = island(Checkout, parseCheckoutProps, () => requireParts('basket', 'setup.login'))
