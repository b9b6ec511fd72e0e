import { island } from '../../shared/runtime/island'
import { Product } from './product'
import { parseProductProps } from './props'

export const mount = island(Product, parseProductProps)
