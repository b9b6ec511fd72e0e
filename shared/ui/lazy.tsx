import { type ComponentType, useEffect, useState } from 'react'
import { lazyModule } from '../browser/lazy-module'

/**
 * A component whose code loads on its first render; it renders nothing until then, or `Loading`
 * (no Suspense needed, so it works the same on preact/compat and React).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Loading?: ComponentType): ComponentType<P> {
  const component = lazyModule(load)
  return function Lazy(props: P) {
    const [Component, setComponent] = useState(() => component.value)
    useEffect(() => {
      if (Component) return
      let live = true
      component().then(
        (loaded) => live && setComponent(() => loaded),
        () => {}, // nothing shows; the next render of it tries again
      )
      return () => {
        live = false
      }
    }, [Component])
    return Component ? <Component {...props} /> : Loading ? <Loading /> : null
  }
}
