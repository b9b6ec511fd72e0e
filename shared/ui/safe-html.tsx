import { useEffect, useState } from 'react'
import { lazyModule } from '../browser/lazy-module'
import { trustedHtml } from './trusted-html'

/** The sanitizer is loaded only when server HTML is first shown: most pages never need it. */
const loadSanitizer = lazyModule(() => import('./sanitize').then((module) => module.sanitize))

/** Server HTML, made safe before it reaches the page; plain text until the sanitizer is ready. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [safe, setSafe] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadSanitizer()
      .then((sanitize) => sanitize(html))
      .then((clean) => live && setSafe(clean))
    return () => {
      live = false
    }
  }, [html])
  if (safe === null) return <span className={className}>{textOf(html)}</span>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above (./sanitize.ts), a TrustedHTML of the islands' policy
  return <span className={className} dangerouslySetInnerHTML={{ __html: safe }} />
}

function textOf(html: string): string {
  // An inert document, only read: nothing in it runs or loads.
  return new DOMParser().parseFromString(trustedHtml(html), 'text/html').body.textContent ?? ''
}
