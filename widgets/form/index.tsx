import { parseFormProps } from '../../shared/forms/props'
import { island } from '../../shared/runtime/island'
import { FormIsland } from './form'

export const mount = island(FormIsland, parseFormProps)
