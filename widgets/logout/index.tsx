import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { propsParser } from '../../shared/runtime/props'
import * as v from '../../shared/schemas/kit'
import { Logout } from './logout'

export const mount = island(Logout, propsParser(v.looseObject({})), () => requireParts('setup.login'))
