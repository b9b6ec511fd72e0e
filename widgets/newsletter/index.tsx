import { parseFormProps } from '../../shared/forms/props'
import { island } from '../../shared/runtime/island'
import { Newsletter } from './newsletter'

export const mount = island(Newsletter, parseFormProps)
