import { afterSaleAnswerSchema } from '../schemas/after-sale'
import { call } from './client'
import { declare, optional, queryOf, request, whole, words } from './encode'

/** SPEC 7 GET /ajax/after-sale/index with the hash (or the customer's own orders without it), by page. */
const afterSaleQueryFields = () => ({ hash: optional(words()), page: optional(whole()) })
export const afterSaleQuery = /* @__PURE__ */ request<typeof afterSaleQueryFields>()
if (process.env.NODE_ENV !== 'production') declare(afterSaleQuery, afterSaleQueryFields)
export const getAfterSale = (hash: string, page: number) =>
  call(
    'get',
    `/ajax/after-sale/index${queryOf(afterSaleQuery, { hash: hash || undefined, page: page > 1 ? page : undefined })}`,
    afterSaleAnswerSchema,
  )
