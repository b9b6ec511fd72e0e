import { useState } from 'react'

let next = 0

/**
 * An id unique on the whole page. React's and preact's useId are unique within one root only,
 * and every island is a root of its own: two islands would hand out the same ids, and a label
 * would point at another island's element.
 */
export function useUid(): string {
  return useState(() => `sw-${(++next).toString(36)}`)[0]
}
