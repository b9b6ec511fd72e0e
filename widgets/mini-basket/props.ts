import { propsParser } from '../../shared/runtime/props'
import { sitePath } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

export const parseMiniBasketProps = propsParser(
  v.looseObject({
    /** Where "go to basket" leads; the configured basket path by default. */
    basketUrl: v.optional(sitePath),
  }),
)
export type MiniBasketProps = ReturnType<typeof parseMiniBasketProps>
