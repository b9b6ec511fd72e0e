import { atom } from 'nanostores'
import type { Setup } from '../schemas/setup'
import { seedOnMount } from './seed'
import { readSetup, readTranslations, shopDataDefaults } from './shop-data'
import { keepsPageState } from '../page-state'

export const $setup = atom<Setup>({
  login: shopDataDefaults.login,
  language: shopDataDefaults.language,
  currency: shopDataDefaults.currency,
})
export const $translations = atom<Record<string, string>>({})

const markSetupSeeded = seedOnMount($setup, () => $setup.set(readSetup()))
const markTranslationsSeeded = seedOnMount($translations, () => $translations.set(readTranslations()))

/** Changes the setup (login, language, currency); the page's embedded setup never overwrites it. */
export function setSetup(setup: Setup): void {
  markSetupSeeded()
  $setup.set(setup)
}

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$setup, $translations], () => {
    markSetupSeeded(false)
    markTranslationsSeeded(false)
  })
}
