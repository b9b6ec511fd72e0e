/** What the shopper did to a `data-load="interaction"` island before it mounted. */
export interface Replay {
  /** The event's own type. */
  type: 'click' | 'focusin'
  /**
   * The fallback's control they used: the island's element with the same data-replay gets it
   * (island.tsx); a link's address is followed if the island fails (runtime.ts).
   */
  target: HTMLElement & { href?: string }
}

/** Runs `work` when the browser is idle, within `timeout` ms. */
function whenIdle(work: () => void, timeout: number): undefined {
  // Where requestIdleCallback is missing, setTimeout reads the options object as a 0 delay.
  ;(window.requestIdleCallback || setTimeout)(work, { timeout })
}

/**
 * Calls `load` when the island should load (data-load: eager, idle, visible, interaction) and
 * `remember` with each click or focus that happened before it mounted. Returns a cancel function
 * for a trigger that waits for the page or the shopper (visible, interaction). A load the browser
 * was already asked for when idle still comes: `load` itself does nothing once its island stopped
 * (runtime.ts), which costs the runtime fewer bytes than each idle callback's cancel.
 */
export function whenToLoad(
  host: HTMLElement,
  mode: string | undefined,
  load: () => void,
  remember: (replay: Replay) => void,
): (() => void) | undefined {
  if (mode === 'idle') return whenIdle(load, 2000)
  if (mode === 'visible') {
    const observer = new IntersectionObserver(
      // One target: the last entry is where it is now.
      (entries) => {
        if (entries.pop()?.isIntersecting) {
          observer.disconnect()
          load()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(host)
    return () => observer.disconnect()
  }
  // Eager: loaded at once, nothing to cancel.
  if (mode !== 'interaction') return load() as undefined
  // The load starts after the task of the event that asked for it, when the browser is idle (within
  // 100 ms): adding the chunks' preload links is work that a hover just before a press, or the
  // press on the field, made the shopper wait for.
  let asked: true | undefined
  let cancelled: true | undefined
  const listener = (event: Event) => {
    if (cancelled) return
    if (!asked) whenIdle(load, 100)
    asked = true
    const type = event.type as Replay['type'] | 'pointerover'
    if (type === 'pointerover') return // warm up on hover: the chunk is often there before the click
    const target = (event.target as Element).closest<HTMLElement>('a[href],button,input,select,textarea,summary,[tabindex]')
    if (!target) return
    // The island answers this click once it is there, not the fallback.
    if (type === 'click') event.preventDefault()
    remember({ type, target })
  }
  // Cancelled, the listeners stay and do nothing: the host's own, they go with it, and removing
  // them cost the loader more bytes.
  for (const type of ['pointerover', 'click', 'focusin']) host.addEventListener(type, listener)
  return () => (cancelled = true)
}
