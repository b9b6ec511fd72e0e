import * as v from '../schemas/kit'
import { call } from './client'
import type { translationsFields } from './sent'
import type { Sent } from './wire'

export const postRegisterTranslations = (keys: string[]) =>
  call('post', '/ajax/registerTranslations', v.unknown(), { translations: keys } satisfies Sent<typeof translationsFields>)
