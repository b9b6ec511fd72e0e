import * as v from '../schemas/kit'
import { call } from './client'

/** SPEC 7: POST /ajax/registerTranslations with the missing keys. */
export const postRegisterTranslations = (keys: string[]) => call('post', '/ajax/registerTranslations', v.unknown(), { translations: keys })
