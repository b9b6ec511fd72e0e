import { keepsPageState } from '../page-state'
import { type Basket, basketSchema, emptyBasket } from '../schemas/basket'
import { describeIssues } from '../schemas/common'
import * as v from '../schemas/kit'
import { type Notification, notificationSchema } from '../schemas/notification'
import {
  type Config,
  type Currency,
  configSchema,
  currencySchema,
  type Language,
  type Login,
  languageSchema,
  loginSchema,
  type Setup,
  translationsSchema,
} from '../schemas/setup'

/**
 * The documented defaults of window.shopData (README "Embedding widgets"). Each part is parsed
 * the first time a widget needs it; a missing or malformed part gets its default and one warning.
 */
export const shopDataDefaults = {
  login: { logged: false, basketNotLogged: false, from: '', to: '', busy: false, name: '' } satisfies Login,
  language: { current: 'pl', list: [], default_language_iso: 'pl' } satisfies Language,
  currency: { current: 1, symbol: 'zł', iso: 'PLN' } satisfies Currency,
  config: {
    csrfToken: '',
    imageSizes: [],
    paths: { static: '/static/www/', images: '/images', basket: '/basket', home: '/', login: '/access/login' },
  } satisfies Config,
  translations: {} as Record<string, string>,
  basket: emptyBasket,
  notifications: [] as Notification[],
}

const cache = new Map<string, unknown>()
/** Parts that could not be read, with what was wrong (the console's words). */
const problems = new Map<string, string>()
// A new page embeds a new window.shopData.
if (process.env.NODE_ENV !== 'production')
  keepsPageState([], () => {
    cache.clear()
    problems.clear()
  })

function raw(path: readonly string[]): unknown {
  let node: unknown = (globalThis as { shopData?: unknown }).shopData
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/** Reads one part of window.shopData once, against its schema; a bad part gets fallback and one warning. */
export function readPart<S extends v.GenericSchema>(path: readonly string[], schema: S, fallback: v.InferOutput<S>): v.InferOutput<S> {
  const key = path.join('.')
  if (cache.has(key)) return cache.get(key) as v.InferOutput<S>
  const input = raw(path)
  const result = v.safeParse(schema, input)
  let value = fallback
  if (result.success) value = result.output
  else {
    const problem = input === undefined ? `window.shopData.${key} is missing` : describeIssues(result.issues, `window.shopData.${key}`)
    problems.set(key, problem)
    console.warn(`[shop-widgets] ${problem}; using the default.`)
  }
  cache.set(key, value)
  return value
}

export function readSetup(): Setup {
  return {
    login: readPart(['setup', 'login'], loginSchema, shopDataDefaults.login),
    language: readPart(['setup', 'language'], languageSchema, shopDataDefaults.language),
    currency: readPart(['setup', 'currency'], currencySchema, shopDataDefaults.currency),
  }
}

export const readConfig = (): Config => readPart(['config'], configSchema, shopDataDefaults.config)

export const readTranslations = (): Record<string, string> => readPart(['translations'], translationsSchema, shopDataDefaults.translations)

export const readBasket = (): Basket => readPart(['basket'], basketSchema, shopDataDefaults.basket)

/** Initial notifications; a malformed entry is dropped on its own, not with the whole list. */
export function readNotifications(): Notification[] {
  const list = readPart(['notifications'], v.array(v.unknown()), [])
  return list.flatMap((item, index) => {
    const result = v.safeParse(notificationSchema, item)
    if (result.success) return [{ ...result.output, id: result.output.id || `initial-${index}` }]
    console.warn(`[shop-widgets] ${describeIssues(result.issues, `window.shopData.notifications.${index}`)}; skipped.`)
    return []
  })
}

/** Page data an island cannot show without: its default would tell the shopper something untrue. */
export class PageDataError extends Error {
  override name = 'PageDataError'
}

const readers = { basket: readBasket, 'setup.login': readSetup }

/**
 * Never a false state: a default basket says "empty" over a full one, a default login sends a
 * customer to the login page. An island that shows these calls this before it mounts; when a part
 * is missing or cannot be read, it throws, the runtime keeps the server's markup (which shows what
 * the server knows) and the console names the field.
 */
export function requireParts(...parts: (keyof typeof readers)[]): void {
  for (const part of parts) {
    readers[part]()
    const problem = problems.get(part)
    if (problem) throw new PageDataError(problem)
  }
}
