import type { ReactNode } from 'react'

/** A screen of the account: its heading (focused after an in-place move) and content. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sw-acc__section" aria-labelledby="sw-acc-title">
      <h1 id="sw-acc-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  )
}
