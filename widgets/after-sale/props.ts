import { propsParser } from '../../shared/runtime/props'
import { flag, numeric, text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

/**
 * SPEC 2 After-sale: exchange, obsluga-posprzedazowa, obsluga-posprzedazowa/{hash}, after-sale/{hash}.
 * `hash` is the unlogged hash from the path or the query ('' for none); `exchange` when the page
 * is the exchange page (the exchange is offered first).
 */
export const parseAfterSaleProps = propsParser(
  v.looseObject({
    hash: v.optional(text, ''),
    page: v.optional(numeric, 1),
    exchange: v.optional(flag, false),
    /** The page's own address, for the pages and the hash form. */
    path: v.pipe(text, v.nonEmpty('expected the page path')),
  }),
)
export type AfterSaleProps = ReturnType<typeof parseAfterSaleProps>
