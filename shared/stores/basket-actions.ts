import {
  type AddRequest,
  postBasketAdd,
  postBasketDelete,
  postBasketDiscount,
  postBasketDiscountClear,
  postBasketLoyalty,
  postBasketQuantity,
  postBasketVoucher,
  postBasketVoucherClear,
} from '../api/basket'
import { postBasketPayments } from '../api/basket-payments'
import { isBusinessAnswer } from '../api/business-answer'
import { isApiError } from '../api/errors'
import { track } from '../browser/analytics'
import { keepsPageState } from '../page-state'
import type { Basket } from '../schemas/basket'
import { applyBasketAnswer, failureBodyOf, handleBasketFailure } from './basket-answers'
import { clampPoints, nextQuantity, withQuantity } from './basket-rules'
import { $basket, $basketPanelOpen, $outOfStock, $quantityPending, itemCount, setBasket } from './basket-state'
import { notifyResult } from './notifications'
import { notifyFailure } from './notify-failure'

/** SPEC 7: the removeFromCart analytics event follows a removal after this delay. */
const REMOVE_EVENT_DELAY_MS = 1000

/**
 * Never a false state: an answer that cannot be read (a shape the schemas refuse, HTML for JSON)
 * says nothing of what the server did; the change may well have been made. The basket is read again
 * before the shopper is told anything, and shown as the server has it. True when the re-read basket
 * shows the change (`shows`); false when it does not or cannot be read either, and the caller then
 * reports the failure as usual.
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
 *
 * Sending order is not always the server's order, though: two calls can reach it over two
 * connections the other way round. Two removals tapped together: the answer of the one sent last,
 * made first, still holds the other line; a read sent while a change is on the way can be answered
 * from before the change. So a call sent while a change is on the way leaves the basket shown
 * unsure, and once no change is on the way the basket is read once more and shown as the server
 * has it: one call more, only then.
 */
let sentCalls = 0
let shownCall = 0
/** Changes (a quantity, a removal) sent and not yet answered. */
const changesOnTheWay = new Set<object>()
let unsure = false
if (process.env.NODE_ENV !== 'production')
  keepsPageState([], () => {
    // A change a test left unanswered must not leave the next test's basket unsure.
    changesOnTheWay.clear()
    unsure = false
  })
function numberedCall() {
  if (changesOnTheWay.size > 0) unsure = true
  const number = ++sentCalls
  const overtaken = () => number < shownCall
  /** True when this answer may be shown (and is now the newest shown). */
  function take(): boolean {
    if (overtaken()) return false
    shownCall = number
    return true
  }
  return { overtaken, take, show: (basket: Basket) => take() && setBasket(basket) }
}

/**
 * A change whose answer carries the basket: `answer` waits for it (from then on the change is no
 * longer on the way), and `done`, once the change is handled, reads the basket again if it is unsure.
 */
function changeCall() {
  const call = numberedCall()
  const change = {}
  changesOnTheWay.add(change)
  const arrived = () => changesOnTheWay.delete(change)
  return {
    ...call,
    async answer<T>(sent: Promise<T>): Promise<T> {
      try {
        return await sent
      } finally {
        arrived()
      }
    },
    done() {
      arrived()
      if (changesOnTheWay.size > 0 || !unsure) return
      unsure = false
      void refreshBasket()
    },
  }
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
  const call = changeCall()
  try {
    call.show(await call.answer(postBasketQuantity(lineId, quantity)))
  } catch (error) {
    if (await confirmByRereading(error, (basket) => lineOf(basket, lineId)?.quantity === quantity)) return
    // A later answer (the line's removal) already shows the server's basket: nothing to undo.
    if (call.overtaken()) return
    $basket.set(before)
    await handleBasketFailure(error)
  } finally {
    $quantityPending.set(false)
    call.done()
  }
}

/** Takes a line out of the basket; true when the server did. */
export async function removeFromBasket(lineId: number): Promise<boolean> {
  const line = lineOf($basket.get(), lineId)
  if (!line) return false
  const call = changeCall()
  try {
    try {
      call.show(await call.answer(postBasketDelete(lineId)))
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
  } finally {
    call.done()
  }
}

/**
 * SPEC 4/7: adds a product, a blind box or a set; true when it is in the basket. The mini basket
 * opens to show it, unless the caller confirms the add itself (`openBasket` false: the product
 * page's buy box, shared/product/added-panel.tsx).
 */
export async function addToBasket(request: AddRequest, openBasket = true): Promise<boolean> {
  const countBefore = itemCount($basket.get())
  let added: Awaited<ReturnType<typeof postBasketAdd>> | null
  try {
    added = await postBasketAdd(request)
  } catch (error) {
    // The add may have worked all the same: the basket read again says so by holding more items.
    if (!(await confirmByRereading(error, (basket) => itemCount(basket) > countBefore))) {
      // SPEC 4 "A failure without a limit flag sets out-of-stock", read as the business answer it
      // is (api/business-answer.ts: 200, 409, 422). An anti-forgery or login refusal, a
      // 400, a 5xx, no answer or an unreadable one says nothing of the stock (SPEC 8 shows its
      // notice): the size is not marked sold out.
      if (isBusinessAnswer(error) && !failureBodyOf(error).limit) {
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
  if (openBasket) $basketPanelOpen.set(true)
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
