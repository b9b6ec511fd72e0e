import { useEffect, useRef, useState } from 'react'

type Shown<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; error: unknown }

/** What a "load, then show" place shows: loading, the answer, or the failure (SPEC 8: kept and shown). */
export type Load<T> = Shown<T> & {
  /** Loads again (a retry, or fresh data after a change). */
  reload(): void
}

export interface LoadOptions<T> {
  /** An answer already at hand for the first keys (the server's, with the page): shown, not loaded. */
  initial?: () => T | undefined
  /** A reload keeps what is shown until its answer comes (no flash after a change); else it shows loading. */
  keep?: boolean
}

/** What is held, and for which keys. */
type Held<T> = Shown<T> & { key?: string }

/**
 * Loads what a place shows, and again whenever one of `keys` (strings and numbers) changes. New
 * keys show loading at once; the answer of a load no longer wanted (keys changed, unmounted) is
 * dropped, so an older answer never replaces a newer one.
 */
export function useLoad<T>(load: () => Promise<T>, keys: readonly (string | number)[], { initial, keep }: LoadOptions<T> = {}): Load<T> {
  const key = keys.join('\n')
  // The initial answer needs no load: the first run of the effect is skipped.
  const skip = useRef(false)
  const [held, setHeld] = useState<Held<T>>(() => {
    const data = initial?.()
    skip.current = data !== undefined
    return skip.current ? { key, state: 'ready', data: data as T } : { state: 'loading' }
  })
  const [attempt, setAttempt] = useState(0)
  // One function for the life of the place (`keep` is the place's own, never changed).
  const [reload] = useState(() => () => {
    if (!keep) setHeld({ state: 'loading' })
    setAttempt((count) => count + 1)
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys and the reloads say when to load
  useEffect(() => {
    if (skip.current) {
      skip.current = false
      return
    }
    let live = true
    load().then(
      (data) => live && setHeld({ key, state: 'ready', data }),
      (error: unknown) => live && setHeld({ key, state: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [key, attempt])

  return held.key === key ? { ...held, reload } : { state: 'loading', reload }
}
