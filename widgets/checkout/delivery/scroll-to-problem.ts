// SPEC 4 / 9: the step's scroll to its first problem. After a step check: 1 s later (the step's
// timer, delivery-step.tsx), 80 px above it, at once; after the server's errors: 200 ms later,
// 150 px above, in a 300 ms glide (SPEC 5, 9; at once when the shopper asks for reduced motion). The problem's field (or its
// section's first one) takes the focus. Only Continue asks for a scroll, so this is Continue's code
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

/** SPEC 5, 9: the server-error jump lasts 300 ms. */
export const API_SCROLL_MS = 300

/** Where a glide from `from` to `to` is after `elapsed` ms: eased in and out, there at API_SCROLL_MS. */
export function glideAt(from: number, to: number, elapsed: number): number {
  const done = Math.min(1, Math.max(0, elapsed / API_SCROLL_MS))
  const eased = done < 0.5 ? 2 * done * done : 1 - (-2 * done + 2) ** 2 / 2
  return Math.round(from + (to - from) * eased)
}

/** Scrolls the page to `top` frame by frame over API_SCROLL_MS (the browser's smooth scroll has no set duration). */
function glide(top: number): void {
  const from = window.scrollY
  const start = performance.now()
  const frame = () => {
    const elapsed = performance.now() - start
    window.scrollTo(0, glideAt(from, top, elapsed))
    if (elapsed < API_SCROLL_MS) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

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
