import { glide } from './glide'

// SPEC 4 / 9: the step's scroll to its first problem. After a step check: 1 s later (the step's
// timer, delivery-step.tsx), 80 px above it, at once; after the server's errors: 200 ms later,
// 150 px above, in a 300 ms glide (glide.ts; at once with reduced motion). The problem's field (or
// its section's first one) takes the focus. Only Continue asks for a scroll, so this is Continue's code
// (continue.ts), loaded on its first press (issue 29: the step's 32 KB), not the step's.

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

/** Scrolls to the first problem inside `root`, if any, and focuses its field. */
export function scrollToProblem(root: HTMLElement, kind: 'step' | 'api'): void {
  const target = firstProblem(root)
  if (!target) return
  const step = kind === 'step'
  const top = target.getBoundingClientRect().top + window.scrollY - (step ? 80 : 150)
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  if (reduced || step) window.scrollTo(0, top)
  else glide(top)
  fieldOf(target)?.focus({ preventScroll: true })
}
