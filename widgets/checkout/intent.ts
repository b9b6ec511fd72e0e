// The shopper's first sign of life on a checkout page: the mouse moves, a finger lands, a key or the
// focus moves, the page scrolls. Each comes tens to hundreds of milliseconds before the press it
// leads to, so code that only a press needs (the basket's actions, the step links' routing, the
// analytics of a first visit) loads then, not with the page nor when the browser is idle: what a
// phone downloads before the shopper does anything stays small (test/budgets.ts firstVisitBudgets).
// A press that comes first still works: each user of this waits for its code on the press, or
// leaves the press to the browser. Passive and removed after the first: they watch, they take
// over nothing. No key listener: a key that moves the focus fires focusin, one that scrolls fires scroll.
// No touch listener: a finger landing fires pointerdown in every browser the build targets.

const intents = ['pointermove', 'pointerdown', 'focusin', 'scroll']

/** Runs `run` once, on the shopper's first sign of life on the page; returns the stop. */
export function onShopperIntent(run: () => void): () => void {
  const options = { capture: true, passive: true }
  const stop = () => {
    for (const type of intents) window.removeEventListener(type, once, options)
  }
  const once = () => {
    stop()
    run()
  }
  for (const type of intents) window.addEventListener(type, once, options)
  return stop
}
