import { useState } from 'react'

type Run = <T>(task: () => Promise<T>) => Promise<T>

/**
 * True while an async task runs, to disable the controls that started it:
 * `const [busy, run] = useBusy()`, then `await run(() => applyVoucher(code))` gives the task's result.
 */
export function useBusy(): [boolean, Run] {
  const [busy, setBusy] = useState(false)
  const run: Run = async (task) => {
    setBusy(true)
    try {
      return await task()
    } finally {
      setBusy(false)
    }
  }
  return [busy, run]
}
