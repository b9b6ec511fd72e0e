import * as v from 'valibot'
import { propsParser } from '../../shared/runtime/props'

export const parseCupboardTabsProps = propsParser(v.looseObject({}))
