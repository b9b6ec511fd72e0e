import { type ComponentType, useEffect, useState } from 'react'

/**
 * A component whose code loads on its first render; it renders nothing until then, or `Loading`
 * (no Suspense needed, so it works the same on preact/compat and React).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Loading?: ComponentType): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  return function Lazy(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (Component) return
      let live = true
      pending ??= load().then((component) => (loaded = component))
      pending.then(
        (component) => live && setComponent(() => component),
        () => {
          pending = undefined
        },
      )
      return () => {
        live = false
      }
    }, [Component])
    return Component ? <Component {...props} /> : Loading ? <Loading /> : null
  }
}
