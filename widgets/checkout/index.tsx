import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { Checkout } from './checkout'
import { parseCheckoutProps } from './props'
import { mountWithStep } from './steps'
// What more than one step draws (the docked bar, the summary box, prices, the code box of the
// basket and the summary), with the entry: in its chunk, not in chunks of their own that each
// page of the checkout would load besides (issue 29).
import '../../shared/ui/price'
import './sticky-buttons'
import './summary-box'
import './code-box'

const needs = () => requireParts('basket', 'setup.login')
export const mount = mountWithStep(island(Checkout, parseCheckoutProps, needs), needs)
