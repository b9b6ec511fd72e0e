import type { ReactNode } from 'react'

/**
 * A link whose address came from data: the schemas turned an unsafe URL into '' (schemas/common
 * `url`), and then the text shows without a link rather than as a link to nowhere.
 */
export function DataLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return href ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  )
}
