import { type ComponentType, useEffect, useState } from 'react'

/**
 * A later step's code, loaded once, as shared/ui/lazy's lazyComponent does, and besides that
 * loadable before the island mounts: once loaded, `Step` renders it in its very first render.
 * On that step's own page the island waits for it (steps.ts), so the server's fallback stays
 * until the step is drawn and nothing jumps; moving to it in place, it loads on the way.
 */
export function stepModule<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined // tried again the next time the step is asked for
        throw error
      },
    )
    return pending
  }
  function Step(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (Component) return
      let live = true
      preload().then(
        (component) => live && setComponent(() => component),
        () => {},
      )
      return () => {
        live = false
      }
    }, [Component])
    return Component ? <Component {...props} /> : null
  }
  return { preload, Step }
}
