// README "Refusals": on an anti-forgery refusal, a fresh token and one more try. Loaded by the
// transport (transport.ts request) only on such a refusal, so no page carries it before one happens.
import { readConfig, shopDataDefaults } from '../page-data/shop-data'
import { ApiError } from './errors'

/** The transport's one request (transport.ts request), for GET /ajax/csrf-token. */
type Send = (method: 'get', path: string) => Promise<unknown>

const tokenIn = (body: unknown): string => {
  const token = (body as { csrfToken?: unknown } | null | undefined)?.csrfToken
  return typeof token === 'string' ? token.trim() : ''
}

/**
 * Renews the token every island sends: the one the refusal carries (`csrfToken`, the easy way for
 * a PHP backend: its token check holds the session), else GET /ajax/csrf-token's `{csrfToken}`
 * (for a refusal sent by a layer that cannot mint one). '' when neither gives one. The page's
 * config, read once and shared by every island, takes it (a new page reads its own); so does
 * window.shopData.config, for legacy scripts that read it at each call.
 */
async function renewToken(refusal: unknown, send: Send): Promise<string> {
  const fresh = tokenIn(refusal) || (await send('get', '/ajax/csrf-token').then(tokenIn, () => ''))
  const config = readConfig()
  // A page without a config shares the documented default: never rewrite that.
  if (fresh && config !== shopDataDefaults.config) config.csrfToken = fresh
  const page = (globalThis as { shopData?: { config?: unknown } }).shopData?.config
  if (fresh && page && typeof page === 'object') (page as { csrfToken?: string }).csrfToken = fresh
  return fresh
}

/** Calls refused at the same moment share one renewal. */
let renewal: Promise<string> | undefined

/**
 * The call's failure, of kind 'expired': the shopper reads "session expired" (the text key
 * sessionExpired, i18n/failure-text.ts), whatever the server's words: a reload is what the shopper
 * can do. The server's refusal stays readable as `cause`. (No text here: api comes before i18n.)
 */
const expired = (refusal: ApiError) =>
  Object.assign(new ApiError('The session has expired.', 'expired', undefined, refusal.status), { cause: refusal })

/**
 * The answer to the request sent again with a fresh token, once. Sending again a call that changes
 * something (an add, an order) is safe only because of what this refusal means: the server
 * checked the token before doing anything, so nothing happened and the second send is the first
 * that can act. A second refusal (no `again` then), or no token to send, fails the call as
 * 'expired' ("session expired"); it is never read as the server's verdict on the request. The
 * token is not compared with the one refused: a call refused just after another renewed it gets
 * the same fresh token back, and must go again all the same; at worst a token that changed
 * nothing is refused once more.
 */
export async function renewAndResend(
  refusal: ApiError,
  /** The same request again; absent when this refusal answered the request sent again. */
  again: (() => Promise<unknown>) | undefined,
  /** The transport's one request (no import back: that would split transport.ts into one more chunk). */
  send: Send,
): Promise<unknown> {
  if (!again) throw expired(refusal)
  renewal ??= renewToken(refusal.body, send).finally(() => {
    renewal = undefined
  })
  if (!(await renewal)) throw expired(refusal)
  return again()
}
