import { useEffect, useState } from 'react'

/** Narrow screens, where the filters open in a drawer (listing.css uses the same 60rem). */
const NARROW = '(max-width: 59.99rem)'

/** True while the window is narrow: the filters go in the drawer. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches)
  useEffect(() => {
    const query = window.matchMedia(NARROW)
    const change = () => setNarrow(query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])
  return narrow
}
