import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'

/** SPEC 7: POST /ajax/logout → status, redirect. */
export const logoutAnswerSchema = v.looseObject({ redirect: v.optional(text, '') })
export const postLogout = () => call('post', '/ajax/logout', logoutAnswerSchema, {})

/** The checkout login's guest choices: marks the session a basket guest (SPEC 4, 6). */
export const postBasketGuest = (createAccount: boolean) =>
  call('post', '/ajax/basket/guest', v.unknown(), { create_account: createAccount })
