import * as v from 'valibot'
import { island } from '../../shared/runtime/island'
import { propsParser } from '../../shared/runtime/props'
import { Logout } from './logout'

export const mount = island(Logout, propsParser(v.looseObject({})))
