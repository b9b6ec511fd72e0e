import type { SearchHints } from '../../shared/schemas/listing'

// The ARIA 1.2 combobox's options: the hints (phrases to search for), then the products.

export type HintOption =
  | { kind: 'hint'; id: string; label: string; href: string }
  | { kind: 'product'; id: string; label: string; href: string; product: SearchHints['products'][number] }

/** The options of an answer, each with where it leads. */
export function optionsOf(answer: SearchHints, action: string): HintOption[] {
  return [
    ...answer.hints.map((hint, index) => ({
      kind: 'hint' as const,
      id: `h${index}`,
      label: hint,
      href: `${action}?phrase=${encodeURIComponent(hint)}`,
    })),
    ...answer.products.map((product) => ({
      kind: 'product' as const,
      id: `p${product.product_id}`,
      label: product.name,
      href: product.url,
      product,
    })),
  ]
}

/** The next active option: arrows move and wrap; -1 is the text field itself. */
export function moveActive(active: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1
  if (active === -1) return delta === 1 ? 0 : count - 1
  const next = active + delta
  return next < 0 || next >= count ? -1 : next
}

/** What is asked for: the phrase trimmed, with inner spaces kept single; '' asks nothing. */
export const normalPhrase = (phrase: string) => phrase.trim().replace(/\s+/g, ' ')

/** Typing waits this long before asking: one call per pause, not one per key. */
export const HINTS_DEBOUNCE_MS = 200
