// A value kept for this tab (sessionStorage) across page loads, as JSON; blocked storage keeps
// nothing. The app's one door to sessionStorage, kept small: the every-page shell carries it.

/**
 * The value kept under key for this tab: undefined or null when none (or blocked, or not JSON);
 * the caller parses it. Given `next`, keeps that instead, after reading (null forgets).
 */
export function tabValue(key: string, next?: unknown): unknown {
  try {
    const kept = sessionStorage.getItem(key)
    if (next !== undefined) sessionStorage.setItem(key, JSON.stringify(next))
    // No value is getItem's null, which JSON reads as null.
    return JSON.parse(kept as string)
  } catch {}
}
