// The answer to a tap paints before the rest of its work runs, and work nobody waits for runs when
// the browser is idle. Timers and frames go through here, so tests can fake them.

/**
 * Resolves after the next frame is painted: the pressed state, the checked box or the spinner set
 * before it is on screen, then the rest runs (a timer after the frame's callback). A hidden page
 * paints no frames: a timer alone.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) setTimeout(resolve, 0)
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

/** Runs `work` when the browser is idle (within 2 s at the latest); returns its cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 200)
  return () => clearTimeout(id)
}
