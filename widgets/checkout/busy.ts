import { useState } from 'react'

// A copy of shared/hooks/use-busy's useBusy, kept in step with it, for the checkout's first screen
// (the code box, the loyalty box). That module is in the islands' chunk, which /basket does without
// before the shopper touches anything (build/layout.mjs withoutIslandLayers, its first-visit budget
// in test/budgets.ts). The delivery and summary steps load both copies, a few lines twice: accepted
// for /basket's budget. Moving the shared module into the checkout's chunk instead would take it
// out of the islands' chunk for every other island (budget.test's "no module twice").

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
