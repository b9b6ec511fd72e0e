import * as v from '../schemas/kit'
import { call } from './client'
import { list, request, words } from './encode'

/** SPEC 7: POST /ajax/registerTranslations with the missing keys. */
export const translationsRequest = request({ translations: list(words()) })
export const postRegisterTranslations = (keys: string[]) =>
  call('post', '/ajax/registerTranslations', v.unknown(), translationsRequest.encode({ translations: keys }))
