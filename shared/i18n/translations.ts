import { atom } from 'nanostores'
import { seedOnMount } from '../page-data/seed'
import { readTranslations } from '../page-data/shop-data'
import { keepsPageState } from '../page-state'

/** The page's texts by key (window.shopData.translations), read the first time a text is shown. */
export const $translations = atom<Record<string, string>>({})

const markSeeded = seedOnMount($translations, () => $translations.set(readTranslations()))

if (process.env.NODE_ENV !== 'production') keepsPageState([$translations], () => markSeeded(false))
