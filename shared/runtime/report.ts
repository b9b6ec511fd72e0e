/**
 * One console error naming what failed and why. The words load when needed (failure.ts); where
 * they cannot (offline), what failed is logged as it is.
 */
export function report(subject: string, error: unknown): void {
  import('./failure').then(
    (failure) => failure.report(subject, error),
    () => console.error('[shop-widgets]', subject, error),
  )
}
