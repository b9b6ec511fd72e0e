import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { MiniBasket } from './mini-basket'
import { parseMiniBasketProps } from './props'

export const mount = island(MiniBasket, parseMiniBasketProps, () => requireParts('basket'))
