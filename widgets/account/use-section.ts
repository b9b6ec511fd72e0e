import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from '../../shared/schemas/kit'

/** The server's answers for the first screen, each taken once (props.initial). */
export interface InitialAnswers {
  take(key: string): unknown
}

/** No answers from the server (a screen opened later, a panel inside a screen). */
const noAnswers: InitialAnswers = { take: () => undefined }

/** Answers handed out once each: the next visit of the same screen calls the server. */
export function initialAnswers(answers: Record<string, unknown>): InitialAnswers {
  const left = new Map(Object.entries(answers))
  return {
    take(key) {
      const answer = left.get(key)
      left.delete(key)
      return answer
    },
  }
}

export type Section<T> =
  | { state: 'loading'; reload(): void }
  | { state: 'ready'; data: T; reload(): void }
  | { state: 'error'; error: unknown; reload(): void }

type Held<T> = { key: string } & ({ state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown })

/**
 * One screen's data (SPEC 3 Account state): the server's answer when the page came with it, else
 * loaded; a failure keeps its error (SPEC 8: load failures store the error payload and show it).
 * `reload()` loads again and keeps what is shown until the answer comes (no flash after a change).
 */
export function useSection<S extends v.GenericSchema>(
  key: string,
  schema: S,
  load: () => Promise<v.InferOutput<S>>,
  initial: InitialAnswers = noAnswers,
): Section<v.InferOutput<S>> {
  type T = v.InferOutput<S>
  const fromServer = useRef<string | null>(null)
  const [held, setHeld] = useState<Held<T>>(() => {
    const raw = initial.take(key)
    const parsed = raw === undefined ? null : v.safeParse(schema, raw)
    if (parsed?.success) {
      fromServer.current = key
      return { key, state: 'ready', data: parsed.output }
    }
    return { key, state: 'loading' }
  })
  const [attempt, setAttempt] = useState(0)
  const loader = useRef(load)
  loader.current = load

  useEffect(() => {
    if (attempt === 0 && fromServer.current === key) return
    fromServer.current = null
    let live = true
    loader.current().then(
      (data) => live && setHeld({ key, state: 'ready', data }),
      (error: unknown) => live && setHeld({ key, state: 'error', error }),
    )
    return () => {
      live = false
    }
  }, [key, attempt])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  if (held.key !== key) return { state: 'loading', reload }
  return { ...held, reload }
}
