/**
 * Where the shopper goes after logging in: the remembered target (SPEC 2 Login). A link with a
 * fragment (an e-mail's /en/myAccount/orders/2#1015, one order) reaches the login page through
 * the server's redirect, which cannot see the fragment; the browser carries it over to the login
 * page's own address, and from there it goes back onto the target, unless the target has one.
 */
export function loginTarget(to: string, hash: string): string {
  return to && hash.length > 1 && !to.includes('#') ? `${to}${hash}` : to
}
