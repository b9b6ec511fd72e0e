import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'
import { request, yesNo } from './encode'

/** SPEC 7: POST /ajax/logout → status, redirect. */
export const logoutAnswerSchema = v.looseObject({ redirect: v.optional(text, '') })
export const logoutRequest = request({})
export const postLogout = () => call('post', '/ajax/logout', logoutAnswerSchema, logoutRequest.encode({}))

/** The checkout login's guest choices: marks the session a basket guest (SPEC 4, 6). */
export const guestRequest = request({ create_account: yesNo() })
export const postBasketGuest = (createAccount: boolean) =>
  call('post', '/ajax/basket/guest', v.unknown(), guestRequest.encode({ create_account: createAccount }))
