import { island } from '../../shared/runtime/island'
import { CupboardButton } from './cupboard-button'
import { parseCupboardButtonProps } from './props'

export const mount = island(CupboardButton, parseCupboardButtonProps)
