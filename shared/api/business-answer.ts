import { type ApiError, isApiError } from './errors'

// Beside errors.ts, not in it: errors.ts is on the page of every island that calls the shop
// (build/layout.mjs islandLayers), and only the basket's answers and actions
// (stores/basket-answers.ts, basket-actions.ts) and the order's calls (order.ts) read a failure as
// a verdict: /basket and the returns preview carried it for nothing (their byte budgets,
// test/budgets.ts).

/**
 * SPEC 4 and 8, README "Refusals": a business answer, the server's "no" about what was asked
 * (this size is gone, only 2 left, the basket changed): a failure with HTTP 200 (the legacy
 * `{status: false}`), 409 or 422. Only from one may state be taken: SPEC 4's out-of-stock mark,
 * SPEC 8's basket and redirect. Every other failure (an anti-forgery or login refusal, 400, 403,
 * 404, 429, a 5xx, no answer, an unreadable one) says nothing of the product or the basket: its
 * message shows and nothing else changes.
 */
export const isBusinessAnswer = (error: unknown): error is ApiError =>
  isApiError(error) &&
  (error.kind === 'rejected' || error.kind === 'http') &&
  (error.status < 300 || error.status === 409 || error.status === 422)
