import { tabValue } from '../../../shared/browser/tab-storage'

// One attempt, one order: the Idempotency-Key of POST /ajax/basket/order (contract
// "Idempotency-Key"). One key per attempt to order what the summary shows, kept in this tab
// (sessionStorage) until the order call gets the server's verdict, so a press after a time-out,
// a second press, the anti-forgery resend and a press after a reload in the middle of the call
// all send the key of the first call, and the server answers them with its one order. What is
// ordered changing (another basket, address or payment) makes a new attempt with a new key.
// Storage blocked: a new key per press (the pressed button still keeps one page to one call).

const KEY = 'sw-order-attempt'

/** A short fingerprint of what is ordered (FNV-1a), kept instead of the shopper's address itself. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return (hash >>> 0).toString(36)
}

/** 128 random bits as hex: crypto.getRandomValues works on plain http too, unlike randomUUID. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The key of the attempt to order `what`: the kept one while it is unanswered and for the same order, else a new one, kept. */
export function attemptKey(what: unknown): string {
  const of = fingerprint(JSON.stringify(what))
  const kept = tabValue(KEY) as { key?: unknown; of?: unknown } | null | undefined
  if (kept && kept.of === of && typeof kept.key === 'string' && /^[0-9a-f]{32}$/.test(kept.key)) return kept.key
  const key = newKey()
  tabValue(KEY, { key, of })
  return key
}

/** The order call got the server's verdict (placed or refused): the next press is a new attempt. */
export const endAttempt = () => {
  tabValue(KEY, null)
}
