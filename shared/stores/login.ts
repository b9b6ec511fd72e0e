import { postBasketGuest, postLogout } from '../api/login'
import { navigation } from '../browser/navigate'
import { tabValue } from '../browser/tab-storage'
import { text } from '../schemas/common'
import * as v from '../schemas/kit'
import { follow } from './follow'
import { notifyFailure } from './notify-failure'
import { $setup, setSetup } from './setup'

/**
 * The `data` of a successful POST /ajax/access (SPEC 7): the name. Its addresses are not read: the
 * login navigates away at once, and the delivery step reads the saved addresses from the basket
 * (docs/spec-readings.md).
 */
export const accessDataSchema = v.looseObject({
  login: v.optional(v.looseObject({ forename: v.optional(text, ''), surname: v.optional(text, '') }), {}),
})

/** SPEC 4: a successful login stores the name; every island showing login state follows. */
export function applyLogin(data: unknown): void {
  const parsed = v.safeParse(accessDataSchema, data ?? {})
  const value = parsed.success ? parsed.output : { login: { forename: '', surname: '' } }
  const setup = $setup.get()
  const name = [value.login.forename, value.login.surname].filter(Boolean).join(' ')
  setSetup({ ...setup, login: { ...setup.login, logged: true, basketNotLogged: false, busy: false, name } })
}

/** SPEC 4: logout posts, then redirects. */
export async function logout(): Promise<void> {
  try {
    const answer = await postLogout()
    const setup = $setup.get()
    setSetup({ ...setup, login: { ...setup.login, logged: false, name: '' } })
    follow(answer.redirect || '/', 'logout redirect')
  } catch (error) {
    notifyFailure(error)
  }
}

/** The checkout's account choice, kept for the delivery step (SPEC 3 account_create). */
const ACCOUNT_CREATE_KEY = 'shop-account-create'

/**
 * SPEC 4 guest choice at the checkout login: continue without account (account-create off) or
 * create an account (login target basket/delivery, account-create on); both mark a basket guest.
 */
export async function chooseGuest(createAccount: boolean, deliveryPath: string): Promise<void> {
  try {
    await postBasketGuest(createAccount)
    tabValue(ACCOUNT_CREATE_KEY, createAccount ? 1 : 0)
    const setup = $setup.get()
    setSetup({ ...setup, login: { ...setup.login, basketNotLogged: true, to: createAccount ? deliveryPath : setup.login.to } })
    navigation.go(deliveryPath)
  } catch (error) {
    notifyFailure(error)
  }
}

/** Whether the guest chose "create account" at the checkout login (kept for this tab). */
export function accountCreateChosen(): boolean {
  return tabValue(ACCOUNT_CREATE_KEY) === 1
}
