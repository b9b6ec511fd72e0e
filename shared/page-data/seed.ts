import { onMount, type Store } from 'nanostores'

/**
 * Seeds a store (from the page's embedded data) the first time it is used, never at import, and
 * only once: a value set before then (from the server, another tab, the shopper) is newer and
 * wins, so its setter calls the returned markSeeded() (markSeeded(false): seed again).
 */
export function seedOnMount(store: Store, seed: () => void): (seeded?: boolean) => void {
  let seeded = false
  onMount(store, () => {
    if (!seeded) seed()
    seeded = true
  })
  return (value = true) => {
    seeded = value
  }
}
