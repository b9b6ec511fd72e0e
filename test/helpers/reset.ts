import { cleanStores } from 'nanostores'
import { vi } from 'vitest'
import { resetAnalytics } from '../../shared/browser/analytics'
import { resetMissingTranslations } from '../../shared/i18n/t'
import { $basket, $basketPanelOpen, $outOfStock, $quantityPending, resetBasket } from '../../shared/stores/basket'
import { $connection } from '../../shared/stores/connection'
import { $consent, resetConsent } from '../../shared/stores/consent'
import { $cupboard, $cupboards, resetCupboards } from '../../shared/stores/cupboards'
import { $notifications, resetNotifications } from '../../shared/stores/notifications'
import { $setup, $translations, resetSetup } from '../../shared/stores/setup'
import { resetShopData } from '../../shared/stores/shop-data'
import { emptyBasket } from '../../shared/schemas/basket'
import { pageData, setPageData } from './data'

/** Every store back to a fresh page, so tests do not leak into each other. */
export function resetTestState(): void {
  vi.useRealTimers()
  // A fresh page embeds a complete window.shopData; tests that break it say so.
  setPageData(pageData())
  delete (window as { dataLayer?: unknown }).dataLayer
  // Unmount every store now, not STORE_UNMOUNT_DELAY later: the next test's first read mounts it
  // again and runs its onMount seeding, whatever the timing. (A computed store added later goes
  // first in this list, so it lets go of the atoms it listens to.)
  cleanStores($basket, $quantityPending, $basketPanelOpen, $outOfStock, $notifications, $setup, $translations, $connection, $consent, $cupboards, $cupboard)
  resetShopData()
  resetSetup()
  resetBasket()
  resetNotifications()
  resetCupboards()
  resetMissingTranslations()
  resetConsent()
  resetAnalytics()
  $basket.set(emptyBasket)
  $translations.set({})
  $connection.set('online')
  $setup.set({
    login: { logged: false, basketNotLogged: false, from: '', to: '', busy: false, name: '' },
    language: { current: 'pl', list: [], default_language_iso: 'pl' },
    currency: { current: 1, symbol: 'zł', iso: 'PLN' },
  })
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
}
