import { useCallback, useEffect, useState } from 'react'
import { failureText } from '../../shared/i18n/failure-text'

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T }

/**
 * Loads what a screen shows. SPEC 8: a load failure keeps its error (the server's message, or the
 * failure text) and shows it; `reload` tries again.
 */
export function useLoad<T>(load: () => Promise<T>, keys: readonly unknown[]): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let current = true
    setLoaded({ state: 'loading' })
    load().then(
      (data) => current && setLoaded({ state: 'ready', data }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: failureText(error) }),
    )
    return () => {
      current = false
    }
  }, [...keys, attempt])
  return [loaded, useCallback(() => setAttempt((n) => n + 1), [])]
}
