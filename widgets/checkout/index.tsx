import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { Checkout } from './checkout'
import { parseCheckoutProps } from './props'
import { mountWithStep } from './steps'

const needs = () => requireParts('basket', 'setup.login')
export const mount = mountWithStep(island(Checkout, parseCheckoutProps, needs), needs)
