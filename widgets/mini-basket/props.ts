import * as v from 'valibot'
import { propsParser } from '../../shared/runtime/props'

export const parseMiniBasketProps = propsParser(
  v.looseObject({
    /** Where "go to basket" leads; the configured basket path by default. */
    basketUrl: v.optional(v.pipe(v.string(), v.check((url) => url.startsWith('/'), 'expected a path starting with /'))),
  }),
)
export type MiniBasketProps = ReturnType<typeof parseMiniBasketProps>
