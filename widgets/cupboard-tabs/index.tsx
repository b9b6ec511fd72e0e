import { island } from '../../shared/runtime/island'
import { CupboardTabs } from './cupboard-tabs'
import { parseCupboardTabsProps } from './props'

export const mount = island(CupboardTabs, parseCupboardTabsProps)
