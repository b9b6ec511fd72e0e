import { cleanStores, type WritableAtom } from 'nanostores'

// Module state lives as long as the page. Tests start every case as a fresh page, so each module
// that keeps state registers here what to forget, behind `process.env.NODE_ENV !== 'production'`:
// the build strips the registrations, and with them this module.

const stores: WritableAtom<unknown>[] = []
const forgetters: Array<() => void> = []

/** Registers stores to put back to their initial values, and module state to forget, on a new page. */
export function keepsPageState(atoms: WritableAtom<unknown>[], forget?: () => void): void {
  stores.push(...atoms)
  if (forget) forgetters.push(forget)
}

/** Test setup: every registered store and module as on a freshly loaded page. */
export function newPage(): void {
  for (const $store of stores) $store.set($store.init)
  // After the values: setting one may mount a store (basket's onNotify reads it), and this unmounts
  // every store now, closing tab channels and listeners, so no delayed clean-up (nanostores'
  // STORE_UNMOUNT_DELAY) outlives the test.
  cleanStores(...stores)
  // Last: what a mount above read from the page is forgotten too.
  for (const forget of forgetters) forget()
}
