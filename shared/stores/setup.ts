import { atom } from 'nanostores'
import { seedOnMount } from '../page-data/seed'
import { readSetup, shopDataDefaults } from '../page-data/shop-data'
import { keepsPageState } from '../page-state'
import type { Setup } from '../schemas/setup'

export const $setup = atom<Setup>({
  login: shopDataDefaults.login,
  language: shopDataDefaults.language,
  currency: shopDataDefaults.currency,
})

const markSetupSeeded = seedOnMount($setup, () => $setup.set(readSetup()))

/** Changes the setup (login, language, currency); the page's embedded setup never overwrites it. */
export function setSetup(setup: Setup): void {
  markSetupSeeded()
  $setup.set(setup)
}

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$setup], () => markSetupSeeded(false))
}
