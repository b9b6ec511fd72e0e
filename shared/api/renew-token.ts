// README "Refusals": on an anti-forgery refusal, a fresh token and one more try. Loaded by the
// transport only on such a refusal, so no page carries it before one happens.
import { readConfig, shopDataDefaults } from '../page-data/shop-data'
import { ApiError } from './errors'
import type { Answer } from './transport'

const tokenIn = (body: unknown): string => {
  const token = body && typeof body === 'object' ? (body as { csrfToken?: unknown }).csrfToken : undefined
  return typeof token === 'string' ? token.trim() : ''
}

/**
 * Renews the token every island sends: the one the refusal carries (`csrfToken`, the easy way for
 * a PHP backend: its token check holds the session), else GET /ajax/csrf-token's `{csrfToken}`
 * (for a refusal sent by a layer that cannot mint one). Nothing changes when neither gives one.
 * The page's config, read once and shared by every island, takes it; a new page reads its own.
 * It is written back to window.shopData.config too, for legacy scripts that read it per call.
 */
async function renewToken(refusal: Answer, get: () => Promise<Answer>): Promise<void> {
  let fresh = tokenIn(refusal.body)
  if (!fresh) {
    const answer = await get().catch(() => null)
    fresh = answer && answer.status < 300 ? tokenIn(answer.body) : ''
  }
  if (!fresh) return
  const config = readConfig()
  // A page without a config shares the documented default: never rewrite that.
  if (config !== shopDataDefaults.config) config.csrfToken = fresh
  const page = (globalThis as { shopData?: { config?: unknown } }).shopData?.config
  if (page && typeof page === 'object') (page as { csrfToken?: string }).csrfToken = fresh
}

/** Calls refused at the same moment share one renewal. */
let renewal: Promise<void> | undefined

/**
 * The answer to the request sent again with a fresh token, once. Sending again a call that changes
 * something (an add, an order) is safe only because of what this refusal means: the server
 * checked the token before doing anything, so nothing happened and the second send is the first
 * that can act. A second refusal, or no fresh token, fails the call as 'expired' ("session
 * expired", i18n/failure-text.ts); it is never read as the server's verdict on the request.
 */
export async function renewAndResend(
  refused: Answer,
  // The transport's: the same request again, GET /ajax/csrf-token, its refusal test (no import back: no extra chunk).
  again: () => Promise<Answer>,
  getToken: () => Promise<Answer>,
  refuses: (answer: Answer) => boolean,
): Promise<Answer> {
  // Another call may have renewed the token since this one left: then sending again is enough.
  if (refused.token === readConfig().csrfToken) {
    renewal ??= renewToken(refused, getToken).finally(() => {
      renewal = undefined
    })
    await renewal
  }
  const answer = readConfig().csrfToken === refused.token ? refused : await again()
  if (answer === refused || refuses(answer)) throw new ApiError('The session has expired.', 'expired', answer.body, answer.status)
  return answer
}
