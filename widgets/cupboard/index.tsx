import { island } from '../../shared/runtime/island'
import { CupboardList } from './cupboard'
import { parseCupboardProps } from './props'

export const mount = island(CupboardList, parseCupboardProps)
