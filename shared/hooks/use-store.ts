import type { ReadableAtom } from 'nanostores'
import { useCallback, useSyncExternalStore } from 'react'

/** Subscribes a component to a nanostore; the subscription ends with the component. */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store])
  const get = useCallback(() => store.get(), [store])
  return useSyncExternalStore(subscribe, get, get)
}
