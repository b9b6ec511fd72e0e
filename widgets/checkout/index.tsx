import { requireParts } from '../../shared/page-data/shop-data'
import { island } from '../../shared/runtime/island'
import { Checkout } from './checkout'
import { parseCheckoutProps } from './props'
import { mountWithStep } from './steps'
// What every step draws (the docked bar, the summary box, prices), with the entry: in its chunk,
// not in a chunk of their own that each page of the checkout loads besides (issue 29).
import '../../shared/ui/price'
import './sticky-buttons'
import './summary-box'
import './code-box'

const needs = () => requireParts('basket', 'setup.login')
export const mount = mountWithStep(island(Checkout, parseCheckoutProps, needs), needs)
