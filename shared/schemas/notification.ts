import { flag, numeric, text } from './common'
import * as v from './kit'

// SPEC 3 Notification. `temporary` is seconds (true means the 5 s default of SPEC 9).
export const notificationSchema = v.looseObject({
  id: v.optional(text),
  type: v.optional(text, 'notification-www-top'),
  content: text,
  closeable: v.optional(flag, true),
  temporary: v.optional(
    v.pipe(
      v.custom<boolean | number | string>((input) => typeof input === 'boolean' || !Number.isNaN(Number(input)), 'expected seconds'),
      v.transform((value) => (typeof value === 'boolean' ? value : Number(value))),
    ),
    false,
  ),
  cookieName: v.optional(text, ''),
  cookieLifetime: v.optional(numeric),
  callback: v.optional(text, ''),
  counter: v.optional(numeric, 1),
  variables: v.optional(v.looseObject({ color: v.optional(text, 'dark') }), { color: 'dark' }),
  fixed: v.optional(flag, false),
  logged: v.nullish(v.boolean(), null),
  width: v.optional(numeric),
})

export type NotificationInput = v.InferInput<typeof notificationSchema>
export type Notification = v.InferOutput<typeof notificationSchema> & { id: string }
