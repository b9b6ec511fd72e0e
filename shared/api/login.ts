import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { call } from './client'
import { declare, request, type Sent, yesNo } from './encode'

/** SPEC 7: POST /ajax/logout → status, redirect. */
export const logoutAnswerSchema = v.looseObject({ redirect: v.optional(text, '') })
const logoutFields = () => ({})
export const logoutRequest = /* @__PURE__ */ request<typeof logoutFields>()
if (process.env.NODE_ENV !== 'production') declare(logoutRequest, logoutFields)
export const postLogout = () => call('post', '/ajax/logout', logoutAnswerSchema, {} satisfies Sent<typeof logoutRequest>)

/** The checkout login's guest choices: marks the session a basket guest (SPEC 4, 6). */
const guestFields = () => ({ create_account: yesNo() })
export const guestRequest = /* @__PURE__ */ request<typeof guestFields>()
if (process.env.NODE_ENV !== 'production') declare(guestRequest, guestFields)
export const postBasketGuest = (createAccount: boolean) =>
  call('post', '/ajax/basket/guest', v.unknown(), { create_account: createAccount } satisfies Sent<typeof guestRequest>)
