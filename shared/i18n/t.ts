import { useStore } from '../hooks/use-store'
import { keepsPageState } from '../page-state'
import { $translations } from './translations'

/** SPEC 9: missing keys are sent in one batch this long after the first miss. */
export const TRANSLATION_BATCH_MS = 3000

const reported = new Set<string>()
let pending: string[] = []
let timer: ReturnType<typeof setTimeout> | undefined

function reportMissing(key: string): void {
  if (reported.has(key)) return
  reported.add(key)
  pending.push(key)
  timer ??= setTimeout(() => {
    const keys = pending
    pending = []
    timer = undefined
    // SPEC 8: a failure here is only logged. The call's code loads only when a key is missing.
    import('../api/translations')
      .then(({ postRegisterTranslations }) => postRegisterTranslations(keys))
      .catch((error: Error) => console.warn(`[shop-widgets] registering missing translations failed: ${error.message}`))
  }, TRANSLATION_BATCH_MS)
}

/** Fills `{name}` placeholders. */
function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** The text for key in the page's language; a missing key shows as {key} (SPEC 8). */
export function translate(translations: Record<string, string>, key: string, vars?: Record<string, string | number>): string {
  const text = translations[key]
  if (text === undefined) {
    reportMissing(key)
    return `{${key}}`
  }
  return interpolate(text, vars)
}

export const t = (key: string, vars?: Record<string, string | number>): string => translate($translations.get(), key, vars)

/** `t` for components: re-renders when the translations change (language switch in place). */
export function useT(): typeof t {
  const translations = useStore($translations)
  return (key, vars) => translate(translations, key, vars)
}

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([], () => {
    reported.clear()
    pending = []
    clearTimeout(timer)
    timer = undefined
  })
}
