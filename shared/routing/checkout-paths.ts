/** The three steps of SPEC 2 "Basket flow". */
export type Step = 'basket' | 'delivery' | 'summary'

/**
 * The address of each checkout step under the page's basket path (with its language prefix,
 * e.g. /en/basket): the checkout's router, its links and the login's guest choice all use these.
 */
export function checkoutPaths(basketPath: string): Record<Step, string> {
  const base = basketPath.replace(/\/$/, '')
  return { basket: base, delivery: `${base}/delivery`, summary: `${base}/summary` }
}
