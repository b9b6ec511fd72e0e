// The widget side of the mount contract: each widgets/<name>/index.tsx exports
// `mount = island(Component, parseProps)`. The server's markup stays until the island has
// rendered, and comes back if the island fails or is unmounted.
import { Component, type ComponentType, type ReactNode, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import type { MountHooks, Unmount } from './manifest'
import { PropsError } from './props'

interface BoundaryProps {
  failed(error: unknown): void
  children: ReactNode
}

class Boundary extends Component<BoundaryProps, { error: boolean }> {
  override state = { error: false }
  static getDerivedStateFromError() {
    return { error: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.failed(error)
  }
  override render() {
    return this.state.error ? null : this.props.children
  }
}

function Rendered({ done, children }: { done(): void; children: ReactNode }) {
  // Runs after the island's first commit: only then does the fallback go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useLayoutEffect(done, [])
  return <>{children}</>
}

/** Props from data-props or the host's <script type="application/json" data-widget-props>, `script`. */
function readProps(host: HTMLElement, script: Element | null): unknown {
  const source = script ? script.textContent : host.getAttribute('data-props')
  if (!source?.trim()) return {}
  try {
    return JSON.parse(source)
  } catch {
    throw new PropsError(`malformed ${script ? 'data-widget-props script' : 'data-props'} (not JSON)`)
  }
}

const CONTROLS = 'a[href],button:not(:disabled),input,select,textarea,summary,[tabindex]'

/**
 * The island's element that stands for one of the fallback's: the same data-replay, else the same
 * name (a form control), else the control at the same place among the controls (the fallback's
 * second control is the island's second: a submit button without a name), else its first.
 */
function twinOf(container: HTMLElement, key: string | null | undefined, name: string | null = null, place = 0): HTMLElement | null {
  const find = (selector: string) => container.querySelector<HTMLElement>(selector)
  return (
    (key && find(`[data-replay="${CSS.escape(key)}"]`)) ||
    (name && find(`[name="${CSS.escape(name)}"]`)) ||
    (place > 0 && container.querySelectorAll<HTMLElement>(CONTROLS)[place]) ||
    find(CONTROLS)
  )
}

/**
 * `needs` runs first: it throws when page data the island cannot do without is unreadable
 * (shared/page-data/shop-data.ts requireParts), and the server's markup stays, as for bad props.
 */
export function island<P extends object>(
  Island: ComponentType<P>,
  parseProps: (raw: unknown) => P,
  needs?: () => void,
): (host: HTMLElement, hooks: MountHooks) => Unmount {
  return (host, hooks) => {
    needs?.()
    const script = host.querySelector(':scope > script[data-widget-props]')
    const props = parseProps(readProps(host, script))
    // The props script stays where it is; the rest is the fallback.
    const fallback = [...host.childNodes].filter((node) => node !== script)
    const container = document.createElement('div')
    container.className = 'shop-island'
    container.style.display = 'none'
    host.append(container)
    let shown = false
    let broken = false
    const later = () => setTimeout(show)
    // Added once however often the press is found still going (the same listener is not added twice).
    const listen = (on: boolean) => {
      for (const type of ['pointerup', 'pointercancel']) {
        if (on) document.addEventListener(type, later)
        else document.removeEventListener(type, later)
      }
    }
    const show = () => {
      // preact runs this layout effect even when the island threw in the same commit.
      if (shown || broken) return
      // A press on the fallback still under way (a pointer down, its click still to come): taking
      // the fallback away now would lose that click, as the element it began on would be gone.
      // The swap waits for the press to end; the click, held back by the runtime, is replayed.
      if (host.matches(':active')) {
        listen(true)
        // A tap's :active outlasts its pointerup a moment (Chromium keeps it for the tap's look): a
        // swap that came then waited for a pointerup already gone, the island hidden until the
        // next touch anywhere. So it looks again a little later as well.
        setTimeout(show, 200)
        return
      }
      listen(false)
      shown = true
      // The shopper may be on a fallback control right now (an island that loads when it comes into
      // view, say): removing it would drop focus to <body>. Its twin in the island takes it, where
      // the fallback's control was: in view, so no scroll (and no layout) is asked for; with it,
      // the search field's mount took longer, in the way of the shopper's next key.
      const still = { preventScroll: true }
      const focused = document.activeElement
      const hadFocus = focused instanceof HTMLElement && fallback.some((node) => node.contains(focused))
      // The fallback's controls come first in the host: the island's container is appended after them.
      const place = hadFocus ? [...host.querySelectorAll(CONTROLS)].indexOf(focused) : 0
      for (const node of fallback) node.remove()
      container.style.display = 'contents'
      // The runtime's states (runtime.ts) but this one are set there; this one comes with the swap.
      host.setAttribute('data-widget-state', 'mounted')
      performance.mark(`shop-widget:${host.dataset.widget}`)
      const what = hooks.rendered()
      // Focus first: a replayed click that opens a dialog then returns focus to the right place.
      if (hadFocus) twinOf(container, focused.getAttribute('data-replay'), focused.getAttribute('name'), place)?.focus(still)
      // A remembered click or focus is played on the matching element of the mounted island.
      // A form's control is found by its name as well (fixtures/pages/form-fallback.ts).
      const key = what?.target.dataset.replay
      const target = what && twinOf(container, key, key)
      if (what?.type === 'click') target?.click()
      // A focus only while the shopper has not moved on: one who tabbed past the fallback before
      // the chunk came keeps their place (found in Firefox: the basket's language trigger took
      // focus back from "+" further down, test/engines). Focus still on the fallback was handed
      // over above, to where the shopper is now: the remembered focus is older (a Tab from the
      // search field to its button before the chunk came went back to the field).
      else if (!hadFocus && (!document.activeElement || document.activeElement === document.body)) target?.focus(still)
    }
    // Unmounting a root from inside its own commit is not allowed: report after it.
    const failed = (error: unknown) => {
      broken = true
      setTimeout(() => hooks.failed(error))
    }
    const root = createRoot(container)
    root.render(
      <Boundary failed={failed}>
        <Rendered done={show}>
          <Island {...props} />
        </Rendered>
      </Boundary>,
    )
    return () => {
      // A swap still waiting for the press to end (above) then leaves the fallback where it is.
      broken = true
      listen(false)
      root.unmount()
      container.remove()
      if (shown) host.prepend(...fallback)
    }
  }
}
