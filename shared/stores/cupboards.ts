import { atom, onMount } from 'nanostores'
import type { CupboardSummary } from '../api/cupboard'
import { ApiError, isApiError } from '../api/errors'
import { openTabChannel, type TabChannel } from '../browser/tab-channel'
import { seedOnMount } from '../page-data/seed'
import { readPart } from '../page-data/shop-data'
import { keepsPageState } from '../page-state'
import { cupboardSummarySchema } from '../schemas/cupboard'
import { notifyFailure } from './notify-failure'

// The shopper's cupboards (SPEC 2/3/4): a summary every save button and tab reads, and the one
// cupboard on screen. Every answer of the server brings the summary, so all stay right; other
// tabs of the shop hear it too.

/**
 * The cupboard calls load with the first one: a page's save buttons call nothing before a tap.
 * Offline, the failed load is the call's network failure; the next call tries again.
 */
export const api = () =>
  import('../api/cupboard').catch(() => {
    throw new ApiError('Network Error', 'network')
  })

const none: CupboardSummary = { enabled: false, list: [], saved: {} }
export const $cupboards = atom<CupboardSummary>(none)

let channel: TabChannel | null = null
const markSeeded = seedOnMount($cupboards, () => $cupboards.set(readPart(['cupboards'], cupboardSummarySchema, none)))

export function setSummary(summary: CupboardSummary, fromOtherTab = false): void {
  markSeeded()
  $cupboards.set({ ...summary, enabled: summary.enabled ?? true })
  if (!fromOtherTab) channel?.post(summary)
}

onMount($cupboards, () => {
  channel = openTabChannel('shop-cupboards', cupboardSummarySchema, (summary) => setSummary(summary, true))
  return () => {
    channel?.close()
    channel = null
  }
})

/**
 * One cupboard call. A failed call shows its notice and leaves everything as it was (SPEC 4). Never
 * a false state: an answer that cannot be read says nothing of what the server did, so the
 * cupboards are read again first; when they show the change (`shows`), it counts as done, without a
 * notice.
 */
export async function run(
  send: () => Promise<{ cupboards: CupboardSummary }>,
  shows: (summary: CupboardSummary) => boolean,
): Promise<boolean> {
  try {
    setSummary((await send()).cupboards)
    return true
  } catch (error) {
    if (isApiError(error) && error.kind === 'invalid') {
      const summary = await api()
        .then((calls) => calls.getCupboard(0))
        .then(
          (answer) => answer.cupboards,
          () => null,
        )
      if (summary) setSummary(summary)
      if (summary && shows(summary)) return true
    }
    notifyFailure(error)
    return false
  }
}

export const savedIn = (summary: CupboardSummary, productId: number) => summary.saved[String(productId)] ?? []
export const isSaved = (summary: CupboardSummary, productId: number) => savedIn(summary, productId).length > 0

/**
 * What an unsave refreshes besides the summary: the cupboard on screen, when the cupboard page
 * shows one (cupboard-page.ts sets it). Its code stays off the pages that only have save buttons.
 */
export const afterUnsave = { reload: async () => {} }

export const saveProduct = (productId: number, cupboardId?: number, variant?: number) =>
  run(
    async () => (await api()).postCupboardProductAdd(productId, cupboardId, variant),
    (summary) => savedIn(summary, productId).length > 0,
  )

/** Takes a product out of every cupboard that holds it (the save button's second press). */
export async function unsaveProduct(productId: number): Promise<boolean> {
  for (const cupboardId of savedIn($cupboards.get(), productId)) {
    if (
      !(await run(
        async () => (await api()).postCupboardProductRemove(productId, cupboardId),
        (summary) => !savedIn(summary, productId).includes(cupboardId),
      ))
    )
      return false
  }
  await afterUnsave.reload()
  return true
}

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$cupboards], () => {
    markSeeded(false)
  })
}
