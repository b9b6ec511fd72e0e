// SPEC 5, 9: the jump to a server-reported checkout error takes 300 ms. The browser's smooth
// scroll has no set duration, so the page is moved frame by frame. Loaded with Continue's code
// only (the scroll to a problem), never with the step itself.

/** SPEC 5, 9: the server-error jump lasts 300 ms. */
export const API_SCROLL_MS = 300

/** Where a glide from `from` to `to` is after `elapsed` ms: eased in and out, there at API_SCROLL_MS. */
export function glideAt(from: number, to: number, elapsed: number): number {
  const done = Math.min(1, Math.max(0, elapsed / API_SCROLL_MS))
  const eased = done < 0.5 ? 2 * done * done : 1 - (-2 * done + 2) ** 2 / 2
  return Math.round(from + (to - from) * eased)
}

/** Scrolls the page to `top` over API_SCROLL_MS, one step a frame. */
export function glide(top: number): void {
  const from = window.scrollY
  const start = performance.now()
  const frame = () => {
    const elapsed = performance.now() - start
    window.scrollTo(0, glideAt(from, top, elapsed))
    if (elapsed < API_SCROLL_MS) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
