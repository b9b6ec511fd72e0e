/** SPEC 9: the return list scrolls to a problem after 1 s, 80 px above it. */
const RETURN_SCROLL_DELAY_MS = 1000
const RETURN_SCROLL_OFFSET_PX = 80

/**
 * After the delay, scrolls the first element matching selector in root to 80 px below the top and
 * focuses it (or its first element matching `focus`).
 */
export function scrollToProblem(root: HTMLElement, selector: string, focus?: string): void {
  setTimeout(() => {
    const target = root.querySelector<HTMLElement>(selector)
    if (!target) return
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - RETURN_SCROLL_OFFSET_PX, behavior: 'smooth' })
    const focusable = (focus ? target.querySelector<HTMLElement>(focus) : null) ?? target
    focusable.focus({ preventScroll: true })
  }, RETURN_SCROLL_DELAY_MS)
}
