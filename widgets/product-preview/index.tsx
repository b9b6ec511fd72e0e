import { island } from '../../shared/runtime/island'
import { ProductPreview } from './product-preview'
import { parseProductPreviewProps } from './props'

export const mount = island(ProductPreview, parseProductPreviewProps)
