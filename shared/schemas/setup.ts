import { flag, numeric, sitePath, text } from './common'
import * as v from './kit'

// SPEC 3 Setup; each part is parsed on its own so one bad part does not cost the others.
export const loginSchema = v.looseObject({
  logged: flag,
  basketNotLogged: flag,
  from: text,
  to: text,
  busy: flag,
  name: text,
})

export const languageSchema = v.looseObject({
  current: v.pipe(text, v.nonEmpty()),
  list: v.optional(v.array(v.looseObject({ iso: text, name: text })), []),
  default_language_iso: v.optional(text, 'pl'),
})

export const currencySchema = v.looseObject({
  current: v.optional(numeric, 1),
  symbol: v.pipe(text, v.nonEmpty()),
  iso: v.pipe(text, v.nonEmpty()),
})

export const configSchema = v.looseObject({
  csrfToken: v.optional(text, ''),
  imageSizes: v.optional(v.array(numeric), []),
  paths: v.optional(
    v.looseObject({
      static: v.optional(text, '/static/www/'),
      images: v.optional(text, '/images'),
      basket: v.optional(sitePath, '/basket'),
      home: v.optional(sitePath, '/'),
      login: v.optional(sitePath, '/access/login'),
    }),
    {},
  ),
})

export const translationsSchema = v.record(v.string(), v.string())

export type Login = v.InferOutput<typeof loginSchema>
export type Language = v.InferOutput<typeof languageSchema>
export type Currency = v.InferOutput<typeof currencySchema>
export type Config = v.InferOutput<typeof configSchema>
export interface Setup {
  login: Login
  language: Language
  currency: Currency
}
