/** What the shopper did to a `data-load="interaction"` island before it mounted. */
export interface Replay {
  /** The event's own type. */
  type: 'click' | 'focusin'
  /** data-replay of the element they used: the island's element with the same value gets it. */
  key: string | undefined
  /** A link's address; none for another control. */
  href: string | undefined
}

/**
 * Calls `load` when the island should load (data-load: eager, idle, visible, interaction) and
 * `remember` with each click or focus that happened before it mounted. Returns a cancel function
 * (none when it loaded at once).
 */
export function whenToLoad(
  host: HTMLElement,
  mode: string | undefined,
  load: () => void,
  remember: (replay: Replay) => void,
): (() => void) | undefined {
  if (mode === 'idle') {
    // Where requestIdleCallback is missing, setTimeout reads the options object as a 0 delay.
    const id = (window.requestIdleCallback || setTimeout)(load, { timeout: 2000 })
    return () => (window.cancelIdleCallback || clearTimeout)(id)
  }
  if (mode === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          load()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(host)
    return () => observer.disconnect()
  }
  if (mode !== 'interaction') {
    load()
    return
  }
  let started = false
  const listener = (event: Event) => {
    if (!started) load()
    started = true
    const type = event.type as Replay['type'] | 'pointerover'
    if (type === 'pointerover') return // warm up on hover: the chunk is often there before the click
    const target = (event.target as Element).closest('a[href],button,input,select,textarea,summary,[tabindex]')
    if (!target) return
    // The island answers this click once it is there, not the fallback.
    if (type === 'click') event.preventDefault()
    remember({
      type,
      key: (target as HTMLElement).dataset.replay,
      href: (target as HTMLAnchorElement).href,
    })
  }
  const types = ['pointerover', 'click', 'focusin']
  for (const type of types) host.addEventListener(type, listener)
  return () => {
    for (const type of types) host.removeEventListener(type, listener)
  }
}
