import { type ComponentType, useState } from 'react'
import { lazyModule } from '../../shared/browser/lazy-module'
import { lazyComponent } from '../../shared/ui/lazy'

/**
 * A later step's code, loaded once, as lazyComponent does, and besides that loadable before the
 * island mounts: once loaded, `Step` renders it in its very first render. On that step's own page
 * the island waits for it (steps.ts), so the server's fallback stays until the step is drawn and
 * nothing jumps; moving to it in place, it loads on the way.
 */
export function stepModule<P extends object>(route: string, load: () => Promise<ComponentType<P>>) {
  /**
   * The step as its module registered it when the page head ran it (backend/head-tags.mjs with the
   * page's route; build/route-parts.mjs, widgets/islands.ts routes): no task to wait for import().
   */
  const registered = () => (globalThis as { shopWidgetModules?: Record<string, ComponentType<P>> }).shopWidgetModules?.[`checkout/${route}`]
  // A failed load is tried again the next time the step is asked for.
  const preload = lazyModule(() => {
    const found = registered()
    return found ? Promise.resolve(found) : load()
  })
  /** The step, if it is here already: loaded before, or registered by its module. */
  const ready = () => preload.value ?? registered()
  const Lazy = lazyComponent(preload)
  function Step(props: P) {
    // Chosen once per showing: a step never changes its component (and loses its state) midway.
    const [Component] = useState<ComponentType<P>>(() => ready() ?? Lazy)
    return <Component {...props} />
  }
  return { preload, ready, Step }
}
