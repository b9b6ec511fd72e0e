import { lazyModule } from '../browser/lazy-module'
import { safeHref } from '../schemas/common'

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
        dompurify.sanitize(dirty),
  ),
)

/**
 * Server HTML made safe. Most of it is a few words in bold or a link (form labels, notices), which
 * needs no library; anything else goes through DOMPurify, loaded the first time it is needed (issue
 * 29: 11.8 KB gzip that /vouchers loaded for two <strong>).
 */
export function sanitize(html: string): string | Promise<string> {
  if (!html.includes('<!')) {
    const document = new DOMParser().parseFromString(html, 'text/html')
    if (!document.head.childNodes.length && [...document.body.querySelectorAll('*')].every(isPlain)) return document.body.innerHTML
  }
  return purify().then((clean) => clean(html))
}
