import { resetMissingTranslations } from '../../shared/i18n/t'
import { $basket, resetBasket } from '../../shared/stores/basket'
import { $connection } from '../../shared/stores/connection'
import { resetNotifications } from '../../shared/stores/notifications'
import { $setup, $translations, resetSetup } from '../../shared/stores/setup'
import { resetShopData } from '../../shared/stores/shop-data'
import { emptyBasket } from '../../shared/schemas/basket'

/** Every store back to a fresh page, so tests do not leak into each other. */
export function resetTestState(): void {
  ;(globalThis as { shopData?: unknown }).shopData = undefined
  resetShopData()
  resetSetup()
  resetBasket()
  resetNotifications()
  resetMissingTranslations()
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
