import type { LanguageChoiceItem } from '../../shared/api/language'

export type { LanguageChoiceItem }

export interface Choice {
  language: string | null
  country: number | null
  currency: string | null
}

const unique = <T>(values: T[]) => [...new Set(values)]

export const languagesOf = (items: readonly LanguageChoiceItem[]) =>
  unique(items.map((item) => item.language_iso)).map((iso) => ({
    iso,
    name: items.find((item) => item.language_iso === iso)?.language_name ?? iso,
  }))

export const countriesOf = (items: readonly LanguageChoiceItem[], language: string | null) =>
  unique(items.filter((item) => item.language_iso === language).map((item) => item.country_id)).map((id) => ({
    id,
    name: items.find((item) => item.country_id === id)?.country_name ?? String(id),
  }))

export const currenciesOf = (items: readonly LanguageChoiceItem[], language: string | null, country: number | null) =>
  unique(items.filter((item) => item.language_iso === language && item.country_id === country).map((item) => item.currency_iso))

/** SPEC 4: choosing a country resets the currency, picked for the shopper when there is only one. */
export function chooseCountry(items: readonly LanguageChoiceItem[], choice: Choice, country: number | null): Choice {
  const currencies = currenciesOf(items, choice.language, country)
  return { ...choice, country, currency: currencies.length === 1 ? (currencies[0] ?? null) : null }
}

/** SPEC 4: choosing a language resets country and currency, each picked when there is only one. */
export function chooseLanguage(items: readonly LanguageChoiceItem[], language: string | null): Choice {
  const countries = countriesOf(items, language)
  const base: Choice = { language, country: null, currency: null }
  return countries.length === 1 ? chooseCountry(items, base, countries[0]?.id ?? null) : base
}

/** The modal starts from what the page has, as far as the list allows it. */
export function initialChoice(
  items: readonly LanguageChoiceItem[],
  current: { language: string; country: number | null; currency: string },
): Choice {
  if (!languagesOf(items).some((language) => language.iso === current.language)) return { language: null, country: null, currency: null }
  const byLanguage = chooseLanguage(items, current.language)
  if (current.country === null || !countriesOf(items, current.language).some((country) => country.id === current.country)) return byLanguage
  const byCountry = chooseCountry(items, byLanguage, current.country)
  return currenciesOf(items, current.language, current.country).includes(current.currency)
    ? { ...byCountry, currency: current.currency }
    : byCountry
}

/** SPEC 5: language, delivery country and currency are all required. */
export const isComplete = (choice: Choice): choice is { language: string; country: number; currency: string } =>
  choice.language !== null && choice.country !== null && choice.currency !== null

/** SPEC 7: the currency id is found from the chosen currency iso, default 1. */
export const currencyIdOf = (items: readonly LanguageChoiceItem[], iso: string) =>
  items.find((item) => item.currency_iso === iso)?.currency_id ?? 1

/** SPEC 3 flag codes: cs and cz map to cz; en and gb to gb; pl, de, fi, ua, nl as they are. */
export function flagCode(iso: string): string {
  const code = iso.toLowerCase()
  if (code === 'cs' || code === 'cz') return 'cz'
  if (code === 'en' || code === 'gb') return 'gb'
  return code
}

/** SPEC 9: the default delivery country name, when the basket names none. */
export const defaultCountryName = (host: string) => (host.endsWith('.cz') ? 'Česká republika' : 'Polska')

/** The same path in another language: the default language has no prefix (SPEC 2). */
export function localizedPath(path: string, from: string, to: string, defaultLanguage: string): string {
  let bare = path
  if (from !== defaultLanguage && (path === `/${from}` || path.startsWith(`/${from}/`))) bare = path.slice(from.length + 1) || '/'
  if (to === defaultLanguage) return bare
  return bare === '/' ? `/${to}/` : `/${to}${bare}`
}

/**
 * SPEC 4, after saving: off the basket, or with another language, the page reloads in the chosen
 * language (on the basket: the basket); on the basket with the same language it updates in place.
 */
export function afterSave(input: {
  path: string
  basketPath: string
  from: string
  to: string
  defaultLanguage: string
}): { reload: string; samePage: boolean } | { inPlace: true } {
  const onBasket = input.path === input.basketPath || input.path.startsWith(`${input.basketPath}/`)
  if (onBasket && input.from === input.to) return { inPlace: true }
  const bareBasket = localizedPath(input.basketPath, input.from, input.defaultLanguage, input.defaultLanguage)
  if (onBasket) return { reload: localizedPath(bareBasket, input.defaultLanguage, input.to, input.defaultLanguage), samePage: false }
  return { reload: localizedPath(input.path, input.from, input.to, input.defaultLanguage), samePage: true }
}
