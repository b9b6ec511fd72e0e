import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { AfterSale } from './after-sale'
import { parseAfterSaleProps } from './props'

export const mount = island(AfterSale, parseAfterSaleProps, () => requireParts('setup.login'))
