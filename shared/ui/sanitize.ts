import { lazyModule } from '../browser/lazy-module'
import { safeHref } from '../schemas/common'
import { trustedHtml } from './trusted-html'

// Plain formatting that is safe as it is: no attributes (a link: only a safe href), HTML's own
// namespace, nothing that runs or loads. Serialized from the parsed tree, it parses back the same.
const plain = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'S', 'SMALL', 'MARK', 'SUB', 'SUP', 'BR', 'SPAN', 'P', 'UL', 'OL', 'LI'])

function isPlain(element: Element): boolean {
  if (plain.has(element.tagName)) return element.attributes.length === 0
  const href = element.getAttribute('href')
  return element.tagName === 'A' && element.attributes.length === 1 && href !== null && safeHref(href) === href
}

const purify = lazyModule(() =>
  import('dompurify').then(
    ({ default: dompurify }) =>
      (dirty: string) =>
        dompurify.sanitize(dirty, {
          // A script URL is never what a sanitized text may carry: an empty one, never the given one.
          TRUSTED_TYPES_POLICY: { createHTML: trustedHtml, createScriptURL: () => '' } as never,
          RETURN_TRUSTED_TYPE: true,
        }) as unknown as string,
  ),
)

/**
 * Server HTML made safe. Most of it is a few words in bold or a link (form labels, notices), which
 * needs no library; anything else goes through DOMPurify, loaded the first time it is needed
 * (test/budgets.ts: /vouchers, with two <strong>, loads the sanitizer without DOMPurify). Under
 * Trusted Types (docs/security.md) the result is a TrustedHTML of the islands' policy
 * (trusted-html.ts), which DOMPurify uses too (it makes no policy of its own).
 */
export function sanitize(html: string): string | Promise<string> {
  if (!html.includes('<!')) {
    // An inert document, only read: nothing in it runs or loads.
    const document = new DOMParser().parseFromString(trustedHtml(html), 'text/html')
    if (!document.head.childNodes.length && [...document.body.querySelectorAll('*')].every(isPlain)) {
      return trustedHtml(document.body.innerHTML)
    }
  }
  return purify().then((clean) => clean(html))
}
