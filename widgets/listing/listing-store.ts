import { atom } from 'nanostores'
import { isApiError } from '../../shared/api/errors'
import { postListing } from '../../shared/api/listing'
import { afterPaint } from '../../shared/browser/frames'
import { addressHistory, currentPath, currentSearch } from '../../shared/browser/navigate'
import { failureText } from '../../shared/i18n/failure-text'
import { type ListingQuery, parseListingUrl, printListingUrl } from '../../shared/routing/listing-path'
import type { ListingAnswer } from '../../shared/schemas/listing'
import type { ListingProps } from './props'
import { clampPage } from './rules'

/** SPEC 9: the listing's loader re-enables 100 ms after a load. */
const LOADER_DELAY_MS = 100

export interface ListingState {
  /** What the results show, and the state they were asked for. */
  shown: { query: ListingQuery; answer: ListingAnswer }
  /** What the controls show: the state asked for last (the shown one once it has loaded). */
  requested: ListingQuery
  loading: boolean
  /** The notice of the last failed load; the results shown stay. */
  failure: string | null
}

/** history.state of a listing entry: the scroll position to come back to. */
interface Entry {
  listing: true
  scroll: number
}
const isEntry = (state: unknown): state is Entry => typeof state === 'object' && state !== null && (state as Entry).listing === true

/**
 * The listing of one mount point: its state and the moves that change it. Filters, sorting,
 * page size and pages load in place; the address follows (SPEC 2), and Back and Forward load the
 * state of their address and put the scroll back.
 */
export function createListing(
  props: ListingProps,
  /** ready: what drawing an answer needs loaded first (the tiles' code), awaited with each answer. */
  view: { scrollY(): number; scrollTo(y: number): void; top(): number; ready?(): Promise<unknown> },
) {
  const { base, filtersIn } = props
  const $listing = atom<ListingState>({
    shown: { query: props.query, answer: props.answer },
    requested: props.query,
    loading: false,
    failure: null,
  })
  // The server's title is "{seo_title} · {shop}": the shop's part stays when the listing's changes.
  const titleSuffix = document.title.startsWith(props.answer.seo_title) ? document.title.slice(props.answer.seo_title.length) : ''
  let controller: AbortController | null = null
  let loaderTimer: ReturnType<typeof setTimeout> | undefined

  const addressOf = (query: ListingQuery) => printListingUrl(base, query, filtersIn, $listing.get().shown.answer.separators)

  // The last load asked for, so a failed one can be tried again from its notice.
  let lastLoad: () => Promise<void> = async () => {}

  async function load(query: ListingQuery, after: (answer: ListingAnswer, address: string) => void, clamped = false): Promise<void> {
    lastLoad = () => load(query, after, clamped)
    // A newer request aborts the older one, so an old answer never shows over a newer choice.
    controller?.abort()
    const own = new AbortController()
    controller = own
    clearTimeout(loaderTimer)
    $listing.set({ ...$listing.get(), requested: query, loading: true })
    try {
      // The tap paints first: the checked box and the dimmed results paint before the call and the new tiles.
      await afterPaint()
      if (own.signal.aborted) return
      const [answer] = await Promise.all([postListing(addressOf(query), own.signal), view.ready?.()])
      // SPEC 4: a page outside the range is clamped. A server that answered the page asked for,
      // out of range (page 9 of 3, no products), is asked once more for the clamped page.
      const page = clampPage(answer.currentPage, answer.pagesCount)
      if (page !== answer.currentPage && page !== query.page && !clamped) return load({ ...query, page }, after, true)
      // The address says the page shown.
      const shownQuery = { ...query, page }
      $listing.set({ shown: { query: shownQuery, answer }, requested: shownQuery, loading: true, failure: null })
      document.title = `${answer.seo_title}${titleSuffix}`
      after(answer, addressOf(shownQuery))
      loaderTimer = setTimeout(() => $listing.set({ ...$listing.get(), loading: false }), LOADER_DELAY_MS)
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return
      // A failed load keeps what is shown, with the notice; the controls go back to it.
      const now = $listing.get()
      $listing.set({ ...now, requested: now.shown.query, loading: false, failure: failureText(error) })
    } finally {
      if (controller === own) controller = null
    }
  }

  /** Opens a state: loads it, then adds its address to the history (the old entry keeps its scroll). */
  function open(query: ListingQuery, scrollToTop = false): Promise<void> {
    return load(query, (_answer, address) => {
      addressHistory.replace(currentPath() + currentSearch(), { listing: true, scroll: view.scrollY() } satisfies Entry)
      addressHistory.push(address, { listing: true, scroll: 0 } satisfies Entry)
      // A new page starts at the top of the listing, not at the pagination the shopper clicked.
      if (scrollToTop && view.scrollY() > view.top()) view.scrollTo(view.top())
    })
  }

  /** Back or Forward: the state of the address the browser shows, at the scroll it had. */
  function restore(): Promise<void> {
    const state = addressHistory.state()
    const query = parseListingUrl(base, currentPath(), currentSearch().replace(/#.*$/, ''), $listing.get().shown.answer.separators)
    return load(query, (_answer, address) => {
      addressHistory.replace(address, state)
      if (isEntry(state)) view.scrollTo(state.scroll)
    })
  }

  /**
   * SPEC 4: a server page printed outside the range (page 9 of 3) is replaced by the clamped one,
   * under its own address, as soon as the listing mounts.
   */
  function settle(): Promise<void> {
    const { answer, query } = $listing.get().shown
    const page = clampPage(answer.currentPage, answer.pagesCount)
    if (page === answer.currentPage) return Promise.resolve()
    return load({ ...query, page }, (_answer, address) => addressHistory.replace(address, addressHistory.state()), true)
  }

  function stop(): void {
    controller?.abort()
    clearTimeout(loaderTimer)
  }

  /**
   * Tries the failed load again. After a failed Back or Forward the address already says the
   * state the shopper went to while the previous results stay: this loads it, and a reload
   * would too (the address is what they asked for, the notice says what is shown).
   */
  const retry = (): Promise<void> => lastLoad()

  return { $listing, open, restore, retry, settle, stop, addressOf }
}
