import type { WritableAtom } from 'nanostores'

/**
 * Puts a value in a store as the page would have it before a widget renders. The store is mounted
 * first, so its onMount seeding from window.shopData runs now and does not overwrite the value.
 */
export function given<T>(store: WritableAtom<T>, value: T): void {
  store.get()
  store.set(value)
}
