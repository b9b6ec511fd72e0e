import { type ComponentType, useState } from 'react'
import { lazyModule } from '../../shared/browser/lazy-module'
import { lazyComponent } from '../../shared/ui/lazy'

/**
 * A later step's code, loaded once, as lazyComponent does, and besides that loadable before the
 * island mounts: once loaded, `Step` renders it in its very first render. On that step's own page
 * the island waits for it (steps.ts), so the server's fallback stays until the step is drawn and
 * nothing jumps; moving to it in place, it loads on the way.
 */
export function stepModule<P extends object>(load: () => Promise<ComponentType<P>>) {
  // A failed load is tried again the next time the step is asked for.
  const preload = lazyModule(load)
  const Lazy = lazyComponent(preload)
  function Step(props: P) {
    // Chosen once per showing: a step never changes its component (and loses its state) midway.
    const [Component] = useState<ComponentType<P>>(() => preload.value ?? Lazy)
    return <Component {...props} />
  }
  return { preload, Step }
}
