import { island } from '../../shared/runtime/island'
import { parseVouchersProps } from './props'
import { Vouchers } from './vouchers'

export const mount = island(Vouchers, parseVouchersProps)
