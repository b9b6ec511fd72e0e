import { propsParser } from '../../shared/runtime/props'
import { numeric, text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'
import type { ReturnsRoute } from './routes'

const screens = ['list', 'create', 'client', 'preview', 'guest-list']

/**
 * The returns island's mount point: where it is (`account` inside /myAccount, `guest` on the
 * guest paths) and the route the server matched (SPEC 2 Account, Guests outside myAccount).
 */
export const parseReturnsProps = propsParser(
  v.looseObject({
    area: v.custom<'account' | 'guest'>((input) => input === 'account' || input === 'guest', "expected 'account' or 'guest'"),
    route: v.pipe(
      v.looseObject({
        screen: v.custom<string>((input) => typeof input === 'string' && screens.includes(input), `expected one of ${screens.join(', ')}`),
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
