import * as v from 'valibot'
import { usesCore } from '../runtime/core'
import { call } from './client'

usesCore() // see shared/runtime/core.ts: keeps the shared chunk whole

/** SPEC 7: POST /ajax/registerTranslations with the missing keys. */
export const postRegisterTranslations = (keys: string[]) =>
  call('post', '/ajax/registerTranslations', v.unknown(), { translations: keys })
