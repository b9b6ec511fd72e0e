import { $setup } from '../stores/setup'

/** A path in the page's language: no prefix for the default language (SPEC 2). */
export function localePath(path: string, language = $setup.get().language): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (language.current === language.default_language_iso) return clean
  return `/${language.current}${clean === '/' ? '' : clean}`
}
