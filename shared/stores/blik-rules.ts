// SPEC 4 BLIK modal, 5 BLIK code, 9: the rules of paying a placed order with a BLIK code.

/** SPEC 4 BLIK modal states. */
export type BlikState = 'form' | 'loading' | 'error'

/**
 * SPEC 5, 9: a BLIK code is six digits. SPEC 5 has a non-digit mark the field invalid with
 * ordersPaymentBlikInfo, and no message of its own for a missing code: an empty or short code
 * gets the same hint (our reading), so nothing is sent that cannot work.
 */
export const blikCodeValid = (code: string): boolean => /^\d{6}$/.test(code)

/**
 * SPEC 5 "A missing code is not shown": Pay with an empty field does nothing (no invalid mark, no
 * call); a code typed wrong is marked invalid; six digits are sent.
 */
export const blikCodeCheck = (code: string): 'missing' | 'invalid' | 'send' =>
  code === '' ? 'missing' : blikCodeValid(code) ? 'send' : 'invalid'

/** The phone-style field keeps at most six characters (SPEC 5: max 6); spaces a shopper types are dropped. */
export const blikCodeInput = (typed: string): string => typed.replace(/\s+/g, '').slice(0, 6)

/**
 * SPEC 4: where the BLIK action's answer leads. payment_error shows the error state; a code the
 * bank asks for again (BlikStatus 'form', or a refusal) keeps the form with the message; anything
 * else goes to the order page ("posts the authorization code, then goes to the order page").
 */
export function blikNext(answer: { status: boolean; BlikStatus: string }): 'error' | 'form' | 'order' {
  if (answer.BlikStatus === 'payment_error') return 'error'
  if (!answer.status || answer.BlikStatus === 'form') return 'form'
  return 'order'
}
