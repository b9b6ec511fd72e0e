import { useEffect, useState } from 'react'

type Sanitize = (html: string) => string
let sanitizer: Promise<Sanitize> | undefined

/** DOMPurify is loaded only when server HTML is first shown: most pages never need it. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html),
  )
  return sanitizer
}

/** Server HTML, made safe before it reaches the page; plain text until the sanitizer is ready. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [safe, setSafe] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadSanitizer().then((sanitize) => live && setSafe(sanitize(html)))
    return () => {
      live = false
    }
  }, [html])
  if (safe === null) return <span className={className}>{textOf(html)}</span>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <span className={className} dangerouslySetInnerHTML={{ __html: safe }} />
}

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
}
