import { atom } from 'nanostores'
import { isApiError } from '../../shared/api/errors'
import { getSearchHints } from '../../shared/api/search'
import type { SearchHints } from '../../shared/schemas/listing'
import { HINTS_DEBOUNCE_MS, normalPhrase } from './rules'

type Hints = { phrase: string; answer: SearchHints | null; failed: boolean }

/**
 * The hints of one search field: typing waits HINTS_DEBOUNCE_MS, a newer phrase aborts the older
 * call, answers are kept per phrase, and an empty phrase asks nothing.
 */
export function createHints() {
  const $hints = atom<Hints>({ phrase: '', answer: null, failed: false })
  const cache = new Map<string, SearchHints>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | null = null

  async function ask(phrase: string): Promise<void> {
    controller?.abort()
    const own = new AbortController()
    controller = own
    try {
      const answer = await getSearchHints(phrase, own.signal)
      cache.set(phrase, answer)
      if ($hints.get().phrase === phrase) $hints.set({ phrase, answer, failed: false })
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return
      if ($hints.get().phrase === phrase) $hints.set({ phrase, answer: null, failed: true })
    }
  }

  function type(text: string): void {
    const phrase = normalPhrase(text)
    clearTimeout(timer)
    if (!phrase) {
      controller?.abort()
      $hints.set({ phrase, answer: null, failed: false })
      return
    }
    const known = cache.get(phrase)
    $hints.set({ phrase, answer: known ?? $hints.get().answer, failed: false })
    if (known) {
      controller?.abort()
      return
    }
    timer = setTimeout(() => void ask(phrase), HINTS_DEBOUNCE_MS)
  }

  function stop(): void {
    clearTimeout(timer)
    controller?.abort()
  }

  return { $hints, type, stop }
}
