import { useCallback, useEffect, useRef, useState } from 'react'

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

/**
 * Loads what a place shows, and again whenever one of `keys` (strings and numbers) changes. New
 * keys show loading at once; the answer of a load no longer wanted (keys changed, unmounted) is
 * dropped, so an older answer never replaces a newer one.
 */
export function useLoad<T>(load: () => Promise<T>, keys: readonly (string | number)[], options: LoadOptions<T> = {}): Load<T> {
  const key = keys.join('\n')
  const skip = useRef(false)
  const [held, setHeld] = useState<Shown<T> & { key: string }>(() => {
    const data = options.initial?.()
    skip.current = data !== undefined
    return data === undefined ? { key, state: 'loading' } : { key, state: 'ready', data }
  })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef({ load, key, keep: options.keep })
  latest.current = { load, key, keep: options.keep }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys say what the load depends on
  useEffect(() => {
    if (skip.current) {
      skip.current = false
      return
    }
    let live = true
    latest.current.load().then(
      (data) => live && setHeld({ key, state: 'ready', data }),
      (error: unknown) => live && setHeld({ key, state: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [key, attempt])

  const reload = useCallback(() => {
    if (!latest.current.keep) setHeld({ key: latest.current.key, state: 'loading' })
    setAttempt((count) => count + 1)
  }, [])
  return held.key === key ? { ...held, reload } : { state: 'loading', reload }
}
