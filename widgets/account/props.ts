import { propsParser } from '../../shared/runtime/props'
import { text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

export const parseAccountProps = propsParser(
  v.looseObject({
    /**
     * The answers the server already had for this page, by call (`orders/2`, `address` …): the
     * first screen shows them without calling again. Each is parsed by its section's schema.
     */
    initial: v.optional(v.record(v.string(), v.unknown()), {}),
    /** The id of the server-rendered container (SPEC 2 Global navigation), hidden while the island shows a screen. */
    server: v.optional(text, 'account-server'),
  }),
)
export type AccountProps = ReturnType<typeof parseAccountProps>
