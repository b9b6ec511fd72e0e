import * as v from 'valibot'
import { propsParser } from '../../shared/runtime/props'

export const parseMiniBasketProps = propsParser(
  v.object({
    /** Where "go to basket" leads; the configured basket path by default. */
    basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  }),
)
export type MiniBasketProps = ReturnType<typeof parseMiniBasketProps>
