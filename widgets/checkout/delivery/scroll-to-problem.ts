import { type RefObject, useEffect, useRef } from 'react'

// SPEC 4 / 9: the step's scroll to its first problem. After a step check: 1 s later, 80 px above
// it, at once; after the server's errors: 200 ms later, 150 px above, smoothly (unless the shopper
// asks for reduced motion). The problem's field (or its section's first one) takes the focus.

/** The first problem in the step, in page order: a section with a problem or a field marked invalid, else an empty required field. */
export function firstProblem(root: HTMLElement): HTMLElement | undefined {
  return (
    root.querySelector<HTMLElement>('[data-problem], [aria-invalid="true"]') ??
    [...root.querySelectorAll<HTMLInputElement>('[required]')].find((element) => !element.value)
  )
}

/** The field to focus for a problem: itself, or the first field inside it. */
const fieldOf = (target: HTMLElement) =>
  target.matches('input, select, textarea, button') ? target : target.querySelector<HTMLElement>('input, select, button')

/** Scrolls to the first problem inside the returned ref's element each time `scroll.request` grows. */
export function useScrollToProblem(scroll: { kind: 'step' | 'api'; request: number }): RefObject<HTMLDivElement | null> {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!scroll.request) return
    const step = scroll.kind === 'step'
    const timer = setTimeout(
      () => {
        const target = container.current && firstProblem(container.current)
        if (!target) return
        const top = target.getBoundingClientRect().top + window.scrollY - (step ? 80 : 150)
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top, behavior: reduced || step ? 'auto' : 'smooth' })
        fieldOf(target)?.focus({ preventScroll: true })
      },
      step ? 1000 : 200,
    )
    return () => clearTimeout(timer)
  }, [scroll])
  return container
}
