import { afterSaleAnswerSchema } from '../schemas/after-sale'
import { call } from './client'
import type { afterSaleQueryFields } from './sent'
import { query, type Sent } from './wire'

export const getAfterSale = (hash: string, page: number) =>
  call(
    'get',
    `/ajax/after-sale/index${query({ hash: hash || undefined, page: page > 1 ? page : undefined } satisfies Sent<typeof afterSaleQueryFields>)}`,
    afterSaleAnswerSchema,
  )
