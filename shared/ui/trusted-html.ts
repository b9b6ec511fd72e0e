// Trusted Types (docs/security.md): the islands' one policy, "shop-islands". A page that sends
// `require-trusted-types-for 'script'` lets no string reach an HTML sink; the islands hand the DOM
// HTML in three places only, each through this policy: the sanitizer's output (sanitize.ts, and
// DOMPurify, given this policy instead of making its own), the server's own markup of the page put
// back as it was (the listing's description), and HTML parsed into an inert document to read it
// (DOMParser). Its createHTML passes the text as it is, so it is exported to no one but these: what
// may be inserted is decided where each is called.
// Created on first use, not on load: a page whose `trusted-types` list lacks the name fails only
// the islands that insert HTML (with the browser's violation naming it), not every island.
// Every page carries this (the every-page chunk, through safe-html.tsx): kept to a few bytes.

type Policy = { createHTML(html: string): string }
let policy: Policy | undefined

/** The HTML as the policy's TrustedHTML (typed as the string it stands for); the string itself without Trusted Types. */
export function trustedHtml(html: string): string {
  policy ??= (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } }).trustedTypes?.createPolicy(
    'shop-islands',
    {
      createHTML: String,
    },
  )
  return policy ? policy.createHTML(html) : html
}
