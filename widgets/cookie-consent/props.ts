import * as v from 'valibot'
import { propsParser } from '../../shared/runtime/props'

export const parseCookieConsentProps = propsParser(v.looseObject({}))
