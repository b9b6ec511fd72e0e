// The part of React's API that the page shell and the other core islands use (the runtime's
// island wrapper, the shared hooks, the mini basket, notifications, connection alert, cookie
// consent, the product page's islands), on preact's core and hooks alone. The preact build and the
// unit tests resolve 'react', 'react-dom/client' and the JSX runtime here for the modules those
// islands run (widgets/islands.ts, scripts/react-flavour.ts), so preact/compat (with its global
// option hooks) is not on every page: it loads with the first island that needs it, and from then
// on serves every island, these ones included. Islands that use what is not
// here (forwardRef, portals, Suspense, React's onChange on text fields) get compat.
// The React build does not use this file.
import { type ComponentChildren, render } from 'preact'
import { useEffect, useLayoutEffect, useState } from 'preact/hooks'

export { Component, createContext, createElement, Fragment } from 'preact'
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks'

interface Snapshot<T> {
  value: T
  get(): T
}

function changed<T>(snapshot: Snapshot<T>): boolean {
  try {
    return !Object.is(snapshot.value, snapshot.get())
  } catch {
    return true
  }
}

/** React's useSyncExternalStore, as preact/compat implements it (without server rendering). */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot()
  const [{ snapshot }, rerender] = useState({ snapshot: { value, get: getSnapshot } as Snapshot<T> })
  // biome-ignore lint/correctness/useExhaustiveDependencies: preact/compat's own dependencies (snapshot never changes)
  useLayoutEffect(() => {
    snapshot.value = value
    snapshot.get = getSnapshot
    if (changed(snapshot)) rerender({ snapshot })
  }, [subscribe, value, getSnapshot])
  // biome-ignore lint/correctness/useExhaustiveDependencies: resubscribes only when subscribe changes, as compat does
  useEffect(() => {
    if (changed(snapshot)) rerender({ snapshot })
    return subscribe(() => {
      if (changed(snapshot)) rerender({ snapshot })
    })
  }, [subscribe])
  return value
}

/** react-dom/client's createRoot: the container is the island's own empty element. */
export function createRoot(container: HTMLElement) {
  return {
    render: (children: ComponentChildren) => render(children, container),
    unmount: () => render(null, container),
  }
}
