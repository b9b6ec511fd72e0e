// A value kept for this tab (sessionStorage) across page loads; blocked storage keeps nothing.

/** The JSON kept under key, or null (none, blocked, or not JSON); the caller parses it. */
export function readTabValue(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

/** Keeps value under key for this tab; null removes it. */
export function writeTabValue(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(value))
  } catch {}
}
