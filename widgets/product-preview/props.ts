import { propsParser } from '../../shared/runtime/props'
import { numeric, sitePath, text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

export const parseProductPreviewProps = propsParser(
  v.looseObject({
    /** The product (or set, or blind box) to preview: GET /product/ajaxProductPreview/{productId}. */
    productId: v.pipe(numeric, v.integer(), v.minValue(1)),
    /** Its name, read after the button's label by screen readers ("Quick view: {name}"). */
    name: v.optional(text, ''),
    /** Its page, linked when the preview cannot be loaded (the fallback link's href). */
    url: v.optional(sitePath),
  }),
)
export type ProductPreviewProps = ReturnType<typeof parseProductPreviewProps>
