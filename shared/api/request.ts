/** How long a call may take before it fails with SPEC 8's time-out text. */
export const REQUEST_TIMEOUT_MS = 15_000

type ConnectionListener = (reached: boolean) => void
const listeners = new Set<ConnectionListener>()

/**
 * Hears whether each call reached the server (true: an answer came, even an error; false: none,
 * offline). The connection store subscribes while it is used. Returns the unsubscribe.
 */
export function onConnectionChange(listener: ConnectionListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The api modules report each call's outcome here. */
export function reportConnection(reached: boolean): void {
  for (const listener of listeners) listener(reached)
}
