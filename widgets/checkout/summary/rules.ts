import type { CheckedChoice, DeliveryCost, OrderAnswer, OrderPayload } from '../../../shared/schemas/checkout'

// SPEC 2 /basket/summary, 3 Order payload, 4 Order placement, 5 BLIK code, 9: the rules of
// checkout step 3 as pure functions.

/** SPEC 9: card payment id. */
const CARD_PAYMENT_ID = 9
/** SPEC 3 basket checkout state: this payment behaviour asks for a BLIK code after the order. */
const BLIK_BEHAVIOUR = 'bluemedia_blik'

/** SPEC 2 entry guard of the summary: no products → basket; delivery and payment chosen → allow. */
export function summaryGuard(
  productCount: number,
  checkout: { deliveryId: number | null; paymentId: number | null },
): 'basket' | 'delivery' | null {
  if (productCount === 0) return 'basket'
  if (checkout.deliveryId !== null && checkout.paymentId !== null) return null
  return 'delivery'
}

/** The option the server checked, if the country still offers it (another tab may have changed it). */
export const checkedOption = (choice: CheckedChoice, options: readonly DeliveryCost[]): DeliveryCost | null =>
  options.find((option) => option.delivery_cost_id === choice.deliveryCostId) ?? null

/**
 * SPEC 3 Order payload from the checked choice: the same fields the summary check got, with the
 * basket's products as they are now; invoice fields only when an invoice is wanted. Null when the
 * page has no checked choice to order (an older page with the two ids only).
 */
export function orderPayloadOf(choice: CheckedChoice, products: readonly { id: number; quantity: number }[]): OrderPayload | null {
  if (choice.deliveryCostId === null) return null
  const payload: OrderPayload = {
    account_create: choice.accountCreate,
    products: products.map(({ id, quantity }) => ({ id, quantity })),
    payment: choice.deliveryCostId,
    paymentGatewayID: choice.bank?.gatewayID ?? null,
    paymentBankID: choice.bank?.id ?? null,
    point: choice.point,
    country: choice.countryId,
    addressIndex: { delivery: choice.addressIndex.delivery, invoice: choice.wantInvoice ? choice.addressIndex.invoice : null },
    wantInvoice: choice.wantInvoice,
    // A saved address chosen by position goes by its index, as on the delivery step.
    delivery: choice.addressIndex.delivery === null ? choice.delivery : {},
    consents: choice.consents,
  }
  if (choice.accountCreate && choice.consentsWithRegistration) payload.consentsWithRegistration = choice.consentsWithRegistration
  if (choice.wantInvoice) payload.invoice = choice.addressIndex.invoice === null ? (choice.invoice ?? {}) : {}
  return payload
}

/** What happens after POST /ajax/basket/order answered (SPEC 4 Order placement, 8). */
export type OrderOutcome =
  /** SPEC 8: a failed order (status false): notice and a full redirect to the basket (or where it says). */
  | { kind: 'refused'; message: string; redirect: string }
  /** SPEC 4: a card order starts the card payment with the gateway's address. */
  | { kind: 'card'; url: string; key: string }
  /** SPEC 4: a BLIK order whose status is not 'accepted' asks for the code. */
  | { kind: 'blik'; action: string; key: string }
  /** SPEC 4: other orders (and BLIK accepted at once) go to the order page. */
  | { kind: 'order'; key: string }
  /** status true without a transaction key: nothing to show; the shopper is told and stays. */
  | { kind: 'unknown' }

export function orderOutcome(answer: OrderAnswer, choice: Pick<CheckedChoice, 'paymentId' | 'paymentBehaviour'>): OrderOutcome {
  if (!answer.status) return { kind: 'refused', message: answer.message, redirect: answer.redirect }
  const key = answer.transaction
  if (choice.paymentId === CARD_PAYMENT_ID && answer.redirect_url) return { kind: 'card', url: answer.redirect_url, key }
  const blik = choice.paymentBehaviour === BLIK_BEHAVIOUR || answer.BlikAction !== ''
  if (blik && answer.BlikStatus !== 'accepted' && answer.BlikAction) return { kind: 'blik', action: answer.BlikAction, key }
  return key ? { kind: 'order', key } : { kind: 'unknown' }
}

/** The order result page of a transaction key, under the page's language (SPEC 2 /order/{transactionKey}). */
export const orderPath = (homePath: string, key: string) => `${homePath.replace(/\/$/, '')}/order/${encodeURIComponent(key)}`
