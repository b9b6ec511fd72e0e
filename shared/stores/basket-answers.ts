import { atom } from 'nanostores'
import { type BasketAnswer, postBasketPayments } from '../api/basket-payments'
import { isBusinessAnswer } from '../api/business-answer'
import { serverMessage } from '../api/errors'
import { carryNotice } from '../browser/carried-notices'
import { shopTarget } from '../browser/follow-address'
import { currentHref, currentOrigin, currentPath, navigation } from '../browser/navigate'
import { failureText } from '../i18n/failure-text'
import { t } from '../i18n/t'
import { readConfig } from '../page-data/shop-data'
import { type Basket, basketSchema } from '../schemas/basket'
import type { PaymentsAnswer } from '../schemas/checkout'
import * as v from '../schemas/kit'
import { $basket, setBasket } from './basket-state'
import { follow } from './follow'
import { notify } from './notifications'
import { failureNotice } from './notify-failure'

// What every basket answer and failure goes through (SPEC 8), apart from the basket's own actions
// (basket-actions.ts): the checkout's delivery and summary steps and the language modal apply
// answers of their own calls, and load only this (fewer bytes there: test/budgets.ts).

/** SPEC 8: a redirect notice stays this long. */
const REDIRECT_NOTICE_MS = 10_000

// config.paths come from the server in the page's language (/en/basket on English pages).
const basketPath = () => readConfig().paths.basket
/** Leaves for the basket page (a full load); the notice shown here goes along, or it would vanish with this page. */
function goToBasket(notice?: object): void {
  if (currentPath() === basketPath()) return
  if (notice) carryNotice(notice)
  navigation.go(basketPath())
}

/**
 * SPEC 8 "Response with a redirect flag": products and total are replaced, a danger notice with
 * the message shows for 10 s, and the shopper goes to the redirect path. The path is usually
 * another page: the notice is carried to it (browser/carried-notices), so it is still on screen
 * where the shopper lands. When the shopper is already there, nothing reloads. A redirect the
 * navigation rule refuses keeps the shopper here (browser/follow-address, stores/follow).
 */
function followRedirect(redirect: string, message: string, basket: Basket | undefined): void {
  if (basket) setBasket({ ...$basket.get(), products: basket.products, total: basket.total })
  const notice = { content: message, variables: { color: 'danger' }, temporary: REDIRECT_NOTICE_MS / 1000 }
  notify(notice)
  const target = shopTarget(redirect, currentOrigin())
  if (target && new URL(target, currentHref()).pathname === currentPath()) return
  // The page leaves after this task, so the notice carried now still goes along.
  if (follow(redirect, 'redirect')) carryNotice(notice)
}

/** A basket answer (payments, country/set): its redirect flag is followed on success too (SPEC 8). */
export function applyBasketAnswer(answer: BasketAnswer): void {
  if (answer.redirect) followRedirect(answer.redirect, answer.message || t('unknownError'), answer.basket)
  else setBasket(answer.basket)
}

const failureBody = v.looseObject({
  redirect: v.optional(v.string()),
  message: v.optional(v.string()),
  basket: v.optional(v.unknown()),
  errors: v.optional(
    v.looseObject({ basket: v.optional(v.looseObject({ products: v.optional(v.unknown()), total: v.optional(v.unknown()) })) }),
  ),
  limit: v.optional(v.unknown()),
})

/**
 * The body of a failed call, as far as the basket's error policy reads it ({} when none). Only a
 * business answer's (api/business-answer.ts): SPEC 8 takes the basket, the redirect and
 * the limit flag from the server's verdict, never from a refusal of the caller (an expired
 * session, a login needed, too many requests) or a server failure, whose body is no basket.
 */
export function failureBodyOf(error: unknown): v.InferOutput<typeof failureBody> {
  const parsed = v.safeParse(failureBody, isBusinessAnswer(error) ? error.body : undefined)
  return parsed.success ? parsed.output : {}
}

/**
 * SPEC 8, the basket error policy in one place. A response that brought a basket updates the
 * store and takes the shopper to the basket to see it; a redirect flag replaces products and
 * total and goes where it says; errors.basket.products or .total (SPEC 5: the server's verdict on
 * the basket's lines or its sum) refreshes and goes to the basket, where the shopper sees it.
 * A call that got no answer at all (offline, time-out) keeps the shopper where they are: going
 * to the basket page while offline would lose the page they were on (our reading of SPEC 8).
 */
export async function handleBasketFailure(error: unknown): Promise<void> {
  const body = failureBodyOf(error)
  const basket = v.safeParse(basketSchema, body.basket)
  if (body.redirect) {
    followRedirect(body.redirect, serverMessage(error) ?? failureText(error), basket.success ? basket.output : undefined)
    return
  }
  const notice = failureNotice(error)
  notify(notice)
  const wrong = body.errors?.basket
  if (wrong && (wrong.products !== undefined || wrong.total !== undefined)) {
    // One plain re-read: if that answer says the same, going through this policy again would loop.
    await postBasketPayments().then(
      (answer) => setBasket(answer.basket),
      () => {},
    )
    goToBasket(notice)
  } else if (basket.success) {
    setBasket(basket.output)
    goToBasket(notice)
  }
}

/**
 * SPEC 4 Language modal: the picker's in-place save on the basket sets the delivery country; the
 * delivery step hears the answer here (new delivery options, the choice reconciled, the map
 * hidden). Here, not in a module of its own: both sides load this one anyway, and a store alone was
 * a chunk of its own (mostly a chunk's framing, for a line of code).
 */
export const $countryAnswer = atom<{ countryId: number; answer: PaymentsAnswer } | null>(null)
