import { island } from '../../shared/runtime/island'
import { OrderPayment } from './order-payment'
import { parseOrderPaymentProps } from './props'

export const mount = island(OrderPayment, parseOrderPaymentProps)
