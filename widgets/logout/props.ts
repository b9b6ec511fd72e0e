import { propsParser } from '../../shared/runtime/props'
import * as v from '../../shared/schemas/kit'

export const parseLogoutProps = propsParser(v.looseObject({}))
