import { propsParser } from '../../shared/runtime/props'
import { numeric, text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'
import type { ReturnsRoute } from './routes'

// The contract's words for these (npm run contract); production builds drop the statements.
const areaSchema = v.custom<'account' | 'guest'>((input) => input === 'account' || input === 'guest', "expected 'account' or 'guest'")
if (process.env.NODE_ENV !== 'production') v.describe(areaSchema, () => ({ enum: ['account', 'guest'] }))

const screens = ['list', 'create', 'client', 'preview', 'guest-list']
const screenSchema = v.custom<string>(
  (input) => typeof input === 'string' && screens.includes(input),
  `expected one of ${screens.join(', ')}`,
)
if (process.env.NODE_ENV !== 'production') v.describe(screenSchema, () => ({ enum: screens }))

/**
 * The returns island's mount point: where it is (`account` inside /myAccount, `guest` on the
 * guest paths) and the route the server matched (SPEC 2 Account, Guests outside myAccount).
 */
export const parseReturnsProps = propsParser(
  v.looseObject({
    area: areaSchema,
    route: v.pipe(
      v.looseObject({
        screen: screenSchema,
        page: v.optional(numeric, 1),
        id: v.optional(numeric, 0),
        hash: v.optional(text, ''),
      }),
      v.transform((route): ReturnsRoute => {
        if (route.screen === 'list') return { screen: 'list', page: Math.max(1, Math.floor(route.page)), id: route.id }
        if (route.screen === 'create') return { screen: 'create', hash: route.hash }
        if (route.screen === 'client') return { screen: 'client' }
        if (route.screen === 'guest-list') return { screen: 'guest-list', hash: route.hash }
        return route.hash ? { screen: 'preview', hash: route.hash } : { screen: 'preview' }
      }),
    ),
  }),
)
export type ReturnsProps = ReturnType<typeof parseReturnsProps>
