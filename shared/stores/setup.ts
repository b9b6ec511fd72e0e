import { atom, onMount } from 'nanostores'
import { keepsPageState } from '../page-state'
import type { Setup } from '../schemas/setup'
import { readSetup, readTranslations, shopDataDefaults } from './shop-data'

export const $setup = atom<Setup>({
  login: shopDataDefaults.login,
  language: shopDataDefaults.language,
  currency: shopDataDefaults.currency,
})
export const $translations = atom<Record<string, string>>({})

let seeded = false
/** Changes the setup (login, language, currency); the page's embedded setup never overwrites it. */
export function setSetup(setup: Setup): void {
  seeded = true
  $setup.set(setup)
}
onMount($setup, () => {
  if (!seeded) $setup.set(readSetup())
  seeded = true
})
let translationsSeeded = false
onMount($translations, () => {
  if (!translationsSeeded) $translations.set(readTranslations())
  translationsSeeded = true
})

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$setup, $translations], () => {
    seeded = false
    translationsSeeded = false
  })
}
