import { island } from '../../shared/runtime/island'
import { parseStationaryShopsProps } from './props'
import { StationaryShops } from './stationary-shops'

export const mount = island(StationaryShops, parseStationaryShopsProps)
