import { type ComponentType, useState } from 'react'
import { lazyComponent } from '../../shared/ui/lazy'

/**
 * A later step's code, loaded once, as lazyComponent does, and besides that loadable before the
 * island mounts: once loaded, `Step` renders it in its very first render. On that step's own page
 * the island waits for it (steps.ts), so the server's fallback stays until the step is drawn and
 * nothing jumps; moving to it in place, it loads on the way.
 */
export function stepModule<P extends object>(route: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  /**
   * The step, if it is here already: loaded before, or its module run by the page head
   * (backend/head-tags.mjs with the page's route), which registered it as it ran
   * (build/route-parts.mjs, widgets/islands.ts routes): no task to wait for import() to answer.
   */
  const ready = () =>
    (loaded ??= (globalThis as { shopWidgetModules?: Record<string, ComponentType<P>> }).shopWidgetModules?.[`checkout/${route}`])
  const preload = () =>
    (pending ??= ready()
      ? Promise.resolve(loaded as ComponentType<P>)
      : load().then(
          (component) => (loaded = component),
          (error: unknown) => {
            pending = undefined // tried again the next time the step is asked for
            throw error
          },
        ))
  const Lazy = lazyComponent(preload)
  function Step(props: P) {
    // Chosen once per showing: a step never changes its component (and loses its state) midway.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return { preload, ready, Step }
}
