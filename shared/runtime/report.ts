/**
 * One console error naming what failed and why. The words load when needed (failure.ts); where
 * they cannot (offline), the error itself is logged.
 */
export function report(subject: string, error: unknown): void {
  import('./failure')
    .then((failure) => failure.explain(error))
    .then(
      (why) => console.error(`[shop-widgets] ${subject}: ${why}`),
      () => console.error(`[shop-widgets] ${subject}:`, error),
    )
}
