/** How long a call may take before it fails with SPEC 8's time-out text. */
export const REQUEST_TIMEOUT_MS = 15_000

/** Network listeners (the connection alert) hear about every call's outcome. */
export const connectivity = {
  onNetworkError: (): void => {},
  onResponse: (): void => {},
}
