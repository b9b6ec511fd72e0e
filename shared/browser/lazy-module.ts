/** A module (or what a promise brings) asked for more than once: `value` once it has come. */
export interface LazyModule<T> {
  (): Promise<T>
  readonly value?: T
}

/**
 * Loads once, on the first ask, and keeps what came; a failed load (offline, a chunk gone with a
 * deploy) is forgotten, so the next ask tries again. Every "load on first use" of the islands goes
 * through here.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined
  const get = (): Promise<T> =>
    (pending ??= load().then(
      (value) => ((get as { value?: T }).value = value),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return get
}
