import { useState } from 'react'

// shared/hooks/use-busy's useBusy for the checkout's first screen (the code box, the loyalty box):
// that module is in the islands' chunk, which /basket does without before the shopper touches
// anything (build/layout.mjs withoutIslandLayers, its first-visit budget in test/budgets.ts); the
// same module in the checkout's chunk too would load twice on the later steps. The same contract.

type Run = <T>(task: () => Promise<T>) => Promise<T>

/** True while an async task runs: `const [busy, run] = useBusy()`, then `await run(() => apply(code))` gives the task's result. */
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
