import {
  type AddRequest,
  type BasketAnswer,
  postBasketAdd,
  postBasketDelete,
  postBasketDiscount,
  postBasketDiscountClear,
  postBasketLoyalty,
  postBasketPayments,
  postBasketQuantity,
  postBasketVoucher,
  postBasketVoucherClear,
} from '../api/basket'
import { isApiError, serverMessage } from '../api/errors'
import { track } from '../browser/analytics'
import { carryNotice } from '../browser/carried-notices'
import { shopTarget } from '../browser/follow-address'
import { currentHref, currentOrigin, currentPath, navigation } from '../browser/navigate'
import { failureText } from '../i18n/failure-text'
import { t } from '../i18n/t'
import { readConfig } from '../page-data/shop-data'
import { type Basket, basketSchema } from '../schemas/basket'
import * as v from '../schemas/kit'
import { clampPoints, nextQuantity, withQuantity } from './basket-rules'
import { $basket, $basketPanelOpen, $outOfStock, $quantityPending, itemCount, setBasket } from './basket-state'
import { follow } from './follow'
import { notify, notifyResult } from './notifications'
import { failureNotice, notifyFailure } from './notify-failure'

/** SPEC 7: the removeFromCart analytics event follows a removal after this delay. */
const REMOVE_EVENT_DELAY_MS = 1000
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
  errors: v.optional(v.looseObject({ basket: v.optional(v.looseObject({ products: v.optional(v.unknown()) })) })),
  limit: v.optional(v.unknown()),
})

/** The body of a failed call, as far as the basket's error policy reads it ({} when none). */
function failureBodyOf(error: unknown): v.InferOutput<typeof failureBody> {
  const parsed = v.safeParse(failureBody, isApiError(error) ? error.body : undefined)
  return parsed.success ? parsed.output : {}
}

/**
 * SPEC 8, the basket error policy in one place. A response that brought a basket updates the
 * store and takes the shopper to the basket to see it; a redirect flag replaces products and
 * total and goes where it says; errors.basket.products refreshes and goes to the basket.
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
  if (body.errors?.basket?.products !== undefined) {
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
 * Issue 24, never a false state: an answer that cannot be read (a shape the schemas refuse, HTML
 * for JSON) says nothing of what the server did; the change may well have been made. The basket
 * is read again before the shopper is told anything, and shown as the server has it. True when
 * the re-read basket shows the change (`shows`); false when it does not or cannot be read either,
 * and the caller then reports the failure as usual.
 */
async function confirmByRereading(error: unknown, shows: (basket: Basket) => boolean): Promise<boolean> {
  if (!isApiError(error) || error.kind !== 'invalid') return false
  const call = numberedCall()
  try {
    const { basket } = await postBasketPayments()
    call.show(basket)
    return shows(basket)
  } catch {
    return false
  }
}

/**
 * Basket calls are numbered as they are sent, and an answer older than one already shown is not
 * shown: it tells of the basket before a later change. Without this, a slow quantity answer that
 * arrives after the same line's removal brought the removed line back.
 */
let sentCalls = 0
let shownCall = 0
function numberedCall() {
  const number = ++sentCalls
  const overtaken = () => number < shownCall
  /** True when this answer may be shown (and is now the newest shown). */
  const take = () => !overtaken() && ((shownCall = number), true)
  return { overtaken, take, show: (basket: Basket) => take() && setBasket(basket) }
}

const lineOf = (basket: Basket, lineId: number) => basket.products.find((product) => product.id === lineId)

/** Re-reads the basket from the server (SPEC 7: POST /ajax/basket/payments). */
export async function refreshBasket(): Promise<void> {
  const call = numberedCall()
  try {
    const answer = await postBasketPayments()
    if (call.take()) applyBasketAnswer(answer)
  } catch (error) {
    await handleBasketFailure(error)
  }
}

/** Changes a line's quantity at once, then confirms with the server or rolls back. */
export async function changeQuantity(lineId: number, wanted: number): Promise<void> {
  const before = $basket.get()
  const line = before.products.find((product) => product.id === lineId)
  const quantity = line && nextQuantity(line.quantity, wanted)
  if (!quantity || $quantityPending.get()) return
  $quantityPending.set(true)
  $basket.set(withQuantity(before, lineId, quantity))
  const call = numberedCall()
  try {
    call.show(await postBasketQuantity(lineId, quantity))
  } catch (error) {
    if (await confirmByRereading(error, (basket) => lineOf(basket, lineId)?.quantity === quantity)) return
    // A later answer (the line's removal) already shows the server's basket: nothing to undo.
    if (call.overtaken()) return
    $basket.set(before)
    await handleBasketFailure(error)
  } finally {
    $quantityPending.set(false)
  }
}

/** Takes a line out of the basket; true when the server did. */
export async function removeFromBasket(lineId: number): Promise<boolean> {
  const line = lineOf($basket.get(), lineId)
  if (!line) return false
  const call = numberedCall()
  try {
    try {
      call.show(await postBasketDelete(lineId))
    } catch (error) {
      if (!(await confirmByRereading(error, (basket) => !lineOf(basket, lineId)))) throw error
    }
    setTimeout(
      () =>
        track({
          event: 'removeFromCart',
          ecommerce: { remove: { products: [{ id: line.product_id, name: line.name, price: line.price.final, quantity: line.quantity }] } },
        }),
      REMOVE_EVENT_DELAY_MS,
    )
    return true
  } catch (error) {
    await handleBasketFailure(error)
    return false
  }
}

/** SPEC 4/7: adds a product, a blind box or a set; true when it is in the basket. */
export async function addToBasket(request: AddRequest): Promise<boolean> {
  const countBefore = itemCount($basket.get())
  let added: Awaited<ReturnType<typeof postBasketAdd>> | null
  try {
    added = await postBasketAdd(request)
  } catch (error) {
    // The add may have worked all the same: the basket read again says so by holding more items.
    if (!(await confirmByRereading(error, (basket) => itemCount(basket) > countBefore))) {
      // SPEC 4: a refusal without a limit flag means the product is out of stock.
      if (isApiError(error) && error.body !== undefined && error.kind !== 'invalid' && !failureBodyOf(error).limit) {
        $outOfStock.set(new Set([...$outOfStock.get(), request.id]))
      }
      notifyFailure(error)
      return false
    }
    added = null
  }
  if (added?.item) {
    track({
      event: 'addToCart',
      ecommerce: {
        add: {
          products: [
            {
              id: added.item.product_id,
              name: added.item.name,
              brand: added.producer_name,
              category: added.item.category_name,
              price: added.item.price.final,
              quantity: added.item.quantity,
              ean: added.item.ean,
            },
          ],
        },
      },
    })
  }
  // The add's answer has no basket (SPEC 7); a confirming re-read has already brought it.
  if (added) await refreshBasket()
  $basketPanelOpen.set(true)
  return true
}

/** A call whose answer is a message: show it, then re-read the basket it changed. */
async function changeAndRefresh(send: () => Promise<{ message: string }>): Promise<boolean> {
  const before = JSON.stringify($basket.get())
  try {
    const { message } = await send()
    if (message) notifyResult(message, true)
    await refreshBasket()
    return true
  } catch (error) {
    // A code or points whose answer cannot be read: the basket read again shows whether they count.
    if (await confirmByRereading(error, (basket) => JSON.stringify(basket) !== before)) return true
    await handleBasketFailure(error)
    return false
  }
}

/** SPEC 5: applies a discount code; ignored when empty or while a quantity change is pending. */
export function applyDiscountCode(code: string): Promise<boolean> {
  const trimmed = code.trim()
  if (!trimmed || $quantityPending.get()) return Promise.resolve(false)
  return changeAndRefresh(() => postBasketDiscount(trimmed))
}

export const clearDiscountCode = () => changeAndRefresh(postBasketDiscountClear)

export function applyVoucher(code: string): Promise<boolean> {
  const trimmed = code.trim()
  if (!trimmed) return Promise.resolve(false)
  return changeAndRefresh(() => postBasketVoucher(trimmed))
}

export const clearVoucher = () => changeAndRefresh(postBasketVoucherClear)

/**
 * SPEC 5: uses the typed loyalty points, clamped to 0..max first. Gives the points it sends (for
 * the field to show at once) and the call's outcome.
 */
export function applyLoyaltyPoints(typed: string, max: number): { points: number; sent: Promise<boolean> } {
  const points = clampPoints(typed, max)
  return { points, sent: changeAndRefresh(() => postBasketLoyalty(points)) }
}
