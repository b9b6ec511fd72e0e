import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'
import type { guestFields, logoutFields } from './sent'
import type { Sent } from './wire'

/** SPEC 7: POST /ajax/logout → status, redirect. */
export const logoutAnswerSchema = v.looseObject({ redirect: v.optional(text, '') })

export const postLogout = () => call('post', '/ajax/logout', logoutAnswerSchema, {} satisfies Sent<typeof logoutFields>)

export const postBasketGuest = (createAccount: boolean) =>
  call('post', '/ajax/basket/guest', v.unknown(), { create_account: createAccount } satisfies Sent<typeof guestFields>)
