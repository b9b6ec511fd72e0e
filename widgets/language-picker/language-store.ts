import { atom } from 'nanostores'
import { postCountry } from '../../shared/api/checkout'
import { getCurrencySet, getLanguageChoice } from '../../shared/api/language'
import { writeCookie } from '../../shared/browser/cookies'
import { currentPath, currentSearch, navigation } from '../../shared/browser/navigate'
import { failureText } from '../../shared/i18n/failure-text'
import { readConfig } from '../../shared/page-data/shop-data'
import { $countryAnswer, applyBasketAnswer, handleBasketFailure } from '../../shared/stores/basket-answers'
import { notifyFailure } from '../../shared/stores/notify-failure'
import { $setup, setSetup } from '../../shared/stores/setup'
import { afterSave, currencyIdOf, type LanguageChoiceItem } from './rules'

/** Which trigger opened the language modal ('header', 'basket'), or null when it is closed. */
export const $languageModal = atom<string | null>(null)

/** SPEC 3: the language cookie lives 365 days. */
const LANGUAGE_COOKIE_DAYS = 365

type Load = { state: 'idle' | 'loading' } | { state: 'ready'; items: LanguageChoiceItem[] } | { state: 'failed'; message: string }
/** GET /ajax/language-choice, loaded once (SPEC: "the modal loads it once"). */
export const $languageChoice = atom<Load>({ state: 'idle' })

export async function loadLanguageChoice(): Promise<void> {
  const now = $languageChoice.get()
  if (now.state === 'loading' || now.state === 'ready') return
  $languageChoice.set({ state: 'loading' })
  try {
    $languageChoice.set({ state: 'ready', items: await getLanguageChoice() })
  } catch (error) {
    $languageChoice.set({ state: 'failed', message: failureText(error) })
  }
}

/** The currency's symbol in the chosen language (the choice list does not carry symbols). */
function currencySymbol(iso: string, language: string): string {
  try {
    return (
      new Intl.NumberFormat(language, { style: 'currency', currency: iso }).formatToParts(0).find((part) => part.type === 'currency')
        ?.value ?? iso
    )
  } catch {
    return iso
  }
}

/**
 * The page's other language triggers (the header's) still show the server's currency until their
 * island loads on interaction. After an in-place change they load now, through the page's bridge
 * (the chunk is here already), and show the new currency from the store: everything that shows
 * the currency follows the change.
 */
function wakeOtherTriggers(): void {
  const widgets = (window as { shopWidgets?: { mount(root: Element): void; unmount(host: Element): void } }).shopWidgets
  for (const host of document.querySelectorAll('[data-widget="language-picker"]:not([data-widget-state])')) {
    widgets?.unmount(host)
    host.setAttribute('data-load', 'eager')
    widgets?.mount(host)
  }
}

/**
 * SPEC 4 save: sets the currency on the server, writes the language cookie, then reloads in the
 * chosen language, or (on the basket, same language) updates the page in place. True when done.
 */
export async function saveLanguageChoice(
  items: readonly LanguageChoiceItem[],
  choice: { language: string; country: number; currency: string },
): Promise<boolean> {
  const setup = $setup.get()
  const currencyId = currencyIdOf(items, choice.currency)
  try {
    await getCurrencySet(currencyId)
  } catch (error) {
    notifyFailure(error)
    return false
  }
  writeCookie(
    'language_modal',
    JSON.stringify({ language: choice.language, deliveryCountryId: choice.country, currency: choice.currency }),
    LANGUAGE_COOKIE_DAYS,
  )
  const next = afterSave({
    path: currentPath(),
    basketPath: readConfig().paths.basket,
    from: setup.language.current,
    to: choice.language,
    defaultLanguage: setup.language.default_language_iso,
  })
  if ('reload' in next) {
    // The same page keeps its query and fragment; a move to the basket starts clean.
    navigation.go(next.samePage ? next.reload + currentSearch() : next.reload)
    return true
  }
  // In place: prices everywhere re-render in the new currency from the stores.
  setSetup({ ...setup, currency: { current: currencyId, iso: choice.currency, symbol: currencySymbol(choice.currency, choice.language) } })
  wakeOtherTriggers()
  try {
    // SPEC 4: on the basket the save also sets the payment behaviour for the country and hides
    // the map: the delivery step hears the new delivery options through $countryAnswer.
    const answer = await postCountry(choice.country)
    applyBasketAnswer(answer)
    if (!answer.redirect) $countryAnswer.set({ countryId: choice.country, answer })
  } catch (error) {
    await handleBasketFailure(error) // SPEC 8: country/set is a basket call like the others
  }
  $languageModal.set(null)
  return true
}
