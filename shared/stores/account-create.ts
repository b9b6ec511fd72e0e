import { tabValue } from '../browser/tab-storage'

/**
 * The checkout's account choice, kept for the delivery step (SPEC 3 account_create). A module of
 * its own: the delivery step reads it without loading the login store (issue 29: 32 KB).
 */
const ACCOUNT_CREATE_KEY = 'shop-account-create'

/** Keeps the guest's choice at the checkout login for this tab. */
export function keepAccountCreate(createAccount: boolean): void {
  tabValue(ACCOUNT_CREATE_KEY, createAccount ? 1 : 0)
}

/** Whether the guest chose "create account" at the checkout login (kept for this tab). */
export function accountCreateChosen(): boolean {
  return tabValue(ACCOUNT_CREATE_KEY) === 1
}
