import * as v from '../schemas/kit'
import { call } from './client'
import { declare, list, request, type Sent, words } from './encode'

/** SPEC 7: POST /ajax/registerTranslations with the missing keys. */
const translationsFields = () => ({ translations: list(words()) })
export const translationsRequest = /* @__PURE__ */ request<typeof translationsFields>()
if (process.env.NODE_ENV !== 'production') declare(translationsRequest, translationsFields)
export const postRegisterTranslations = (keys: string[]) =>
  call('post', '/ajax/registerTranslations', v.unknown(), { translations: keys } satisfies Sent<typeof translationsRequest>)
