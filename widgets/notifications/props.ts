import * as v from 'valibot'
import { propsParser } from '../../shared/runtime/props'

export const parseNotificationsProps = propsParser(v.looseObject({}))
