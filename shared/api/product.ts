import * as v from '../schemas/kit'
import { productCardSchema } from '../schemas/product'
import { call } from './client'

// SPEC 7 product calls. Their responses are "not shown": the fixture shop answers the preview with
// the product card of SPEC 3 and the size table as a title, column heads and rows of text.

/** SPEC 7: GET /product/ajaxProductPreview/{id}, the quick view of a tile. */
export const previewAnswerSchema = v.looseObject({ product: productCardSchema })
export const getProductPreview = async (id: number) => (await call('get', `/product/ajaxProductPreview/${id}`, previewAnswerSchema)).product
