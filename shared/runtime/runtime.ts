// The runtime, shipped inside loader.js: finds mount points, loads their chunks when their
// trigger fires, isolates their failures and unmounts them when they leave the page. It never
// imports UI code: widgets bring their own (shared/runtime/island.tsx), which also reads props,
// marks the island mounted (data-widget-state, the performance mark shop-widget:<name>) and
// replays the triggering event: what runs only once a chunk is there lives in the chunk. Its
// budget, with load.ts and triggers.ts: loaderBudget in test/budgets.ts; what runs only when
// something failed loads then (failure.ts).
import type { UnknownWidget } from './failure'
import { loadModule, loadStyle } from './load'
import type { Manifest, WidgetModule } from './manifest'
import { report } from './report'
import { type Replay, whenToLoad } from './triggers'

/** Each mounted mount point, with what stops it: its trigger, and its island if it has one. */
const instances = new WeakMap<Element, () => void>()

/** Unmounts the island on host: its store subscriptions and timers are released. */
function unmount(host: Element): void {
  instances.get(host)?.()
  instances.delete(host)
  delete (host as HTMLElement).dataset.widgetState
}

export function start(manifest: Manifest, base: string): void {
  /** The legacy bridge, loaded once (load.ts: a failure is forgotten, so a later call tries again). */
  const getBridge = () => loadModule(manifest.bridge, base) as Promise<{ handle(event: Event): void }>

  /** Mounts the island of a mount point, unless it has one; unmounts one that left the page. */
  function mountHost(host: HTMLElement) {
    const name = host.dataset?.widget
    if (!host.isConnected) return unmount(host)
    if (name == null || instances.has(host)) return
    /** Cancels the trigger; cleared once the island is shown, which has taken the replay then. */
    let cancel: (() => void) | null | undefined
    let unmountIsland: (() => void) | undefined
    /** The click or focus on the fallback that waits for the island (triggers.ts). */
    let replay: Replay | undefined
    /** Stopped: unmounted, or failed. */
    let stopped: true | undefined
    const stop = () => {
      if (stopped) return
      stopped = true
      cancel?.()
      unmountIsland?.()
    }
    instances.set(host, stop)
    const fail = (error: unknown) => {
      if (stopped) return
      host.dataset.widgetState = 'error'
      report(name, error)
      stop()
      // A click on a fallback link that was waiting for the island still goes where it pointed,
      // unless the island was shown and the click replayed on it.
      if (cancel && replay?.type === 'click' && replay.target.href) location.assign(replay.target.href)
    }
    const entry = manifest.widgets[name]
    if (!entry) return fail({ build: manifest.buildId } satisfies UnknownWidget)
    const load = () => {
      // Unmounted before a load asked for when the browser is idle came (triggers.ts): nothing to load.
      if (stopped) return
      host.dataset.widgetState = 'loading'
      // An island whose entry already ran is not imported again: an eager one the page head ran
      // (backend/head-tags.mjs; build/plugins/keepers.mjs register), or one whose chunk an earlier
      // mount point of its name loaded. Its style there, it mounts in this task's microtasks,
      // before the page is painted. An interaction trigger calls load in a later task than the
      // event it remembers, so the event is there by then. A mount that throws fails as a load does.
      Promise.all([
        (window as unknown as { shopWidgetModules?: Record<string, WidgetModule> }).shopWidgetModules?.[name] ||
          (loadModule(entry, base) as Promise<WidgetModule>),
        entry.css && loadStyle(base + entry.css),
      ])
        .then(([module]) => {
          if (!stopped)
            unmountIsland = module.mount(host, {
              rendered: () => {
                cancel?.()
                cancel = null
                return replay
              },
              failed: fail,
            })
        })
        .catch(fail)
    }
    cancel = whenToLoad(host, host.dataset.load, load, (event) => {
      replay = event
    })
  }

  /** Mounts every mount point under root (and root itself) that is not mounted yet; unmounts those that left the page. */
  const mount = (root: ParentNode = document) => {
    for (const host of [root as HTMLElement, ...root.querySelectorAll<HTMLElement>('[data-widget]')]) mountHost(host)
  }

  ;(window as unknown as { shopWidgets: unknown }).shopWidgets = {
    buildId: manifest.buildId,
    mount,
    unmount,
    /** The shared stores and actions, the bridge's exports: `const { $basket } = await shopWidgets.stores()`. */
    stores: getBridge,
  }
  // Legacy scripts talk to the islands through DOM events; the code that answers them loads on
  // the first one, so pages that never send one never pay for it.
  for (const type of ['shop:notify', 'shop:basket-add', 'shop:basket-refresh']) {
    document.addEventListener(type, (event) =>
      getBridge().then(
        (loaded) => loaded.handle(event),
        (error) => {
          report(type, error)
          // Sent from a form that does the same without the islands (README "Fallbacks that keep
          // selling"): it posts. Not offline: the post would fail too, and lose the page.
          // Only a form has submit() (the document, the other target, has none).
          if (navigator.onLine) (event.target as Partial<HTMLFormElement>).submit?.()
        },
      ),
    )
  }
  // Watching first: an eager island mounts right after mount() below, and the mount points it renders
  // then (the listing's tiles carry cupboard buttons) are mount points added later like any other.
  // A node moved within the page is connected again by now: it stays mounted, once.
  new MutationObserver((records) => {
    for (const record of records) {
      // Elements only: a text or comment node has no closest().
      for (const node of [...record.addedNodes, ...record.removedNodes]) if ((node as Element).closest) mount(node as Element)
    }
  }).observe(document, { childList: true, subtree: true })
  mount()
}
