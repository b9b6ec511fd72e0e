import { afterSaleAnswerSchema } from '../schemas/after-sale'
import { call } from './client'

/** SPEC 7 GET /ajax/after-sale/index with the hash (or the customer's own orders without it), by page. */
export function getAfterSale(hash: string, page: number) {
  const query = new URLSearchParams()
  if (hash) query.set('hash', hash)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return call('get', `/ajax/after-sale/index${search ? `?${search}` : ''}`, afterSaleAnswerSchema)
}
