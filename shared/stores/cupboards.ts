import { atom, onMount } from 'nanostores'
import type { Cupboard, CupboardSummary } from '../api/cupboard'
import { ApiError, isApiError } from '../api/errors'
import { openTabChannel, type TabChannel } from '../browser/tab-channel'
import { failureText } from '../i18n/failure-text'
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
const api = () =>
  import('../api/cupboard').catch(() => {
    throw new ApiError('Network Error', 'network')
  })

const none: CupboardSummary = { enabled: false, list: [], saved: {} }
export const $cupboards = atom<CupboardSummary>(none)

type Shown =
  | { state: 'idle' }
  | { state: 'loading'; id: number }
  | { state: 'ready'; cupboard: Cupboard }
  | { state: 'failed'; id: number; message: string }
export const $cupboard = atom<Shown>({ state: 'idle' })

let channel: TabChannel | null = null
const markSeeded = seedOnMount($cupboards, () => $cupboards.set(readPart(['cupboards'], cupboardSummarySchema, none)))

function setSummary(summary: CupboardSummary, fromOtherTab = false): void {
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
async function run(send: () => Promise<{ cupboards: CupboardSummary }>, shows: (summary: CupboardSummary) => boolean): Promise<boolean> {
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

const savedIn = (summary: CupboardSummary, productId: number) => summary.saved[String(productId)] ?? []
const listed = (summary: CupboardSummary, cupboardId: number) => summary.list.some((cupboard) => cupboard.cupboardId === cupboardId)

/** Shows a cupboard (0: the default one): a spinner, then its products (SPEC 4). */
export async function loadCupboard(id: number): Promise<void> {
  const now = $cupboard.get()
  if (now.state !== 'ready' || now.cupboard.cupboardId !== id) $cupboard.set({ state: 'loading', id })
  try {
    const answer = await (await api()).getCupboard(id)
    setSummary(answer.cupboards)
    $cupboard.set({ state: 'ready', cupboard: answer.cupboard })
  } catch (error) {
    $cupboard.set({ state: 'failed', id, message: failureText(error) })
  }
}

const reloadShown = async () => {
  const now = $cupboard.get()
  if (now.state === 'ready') await loadCupboard(now.cupboard.cupboardId)
}

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
  await reloadShown()
  return true
}

export async function removeItem(productId: number, cupboardId: number): Promise<boolean> {
  const done = await run(
    async () => (await api()).postCupboardProductRemove(productId, cupboardId),
    (summary) => !savedIn(summary, productId).includes(cupboardId),
  )
  if (done) await reloadShown()
  return done
}

/** Counts of items in cupboards, to see whether a change whose answer was unreadable happened. */
const itemTotal = (summary: CupboardSummary) => summary.list.reduce((sum, cupboard) => sum + cupboard.count, 0)

export async function deleteItems(items: number[]): Promise<boolean> {
  const before = itemTotal($cupboards.get())
  const done = await run(
    async () => (await api()).postCupboardProductsDelete(items),
    (summary) => itemTotal(summary) < before,
  )
  if (done) await reloadShown()
  return done
}

/** SPEC 4: moves items to the basket, deleting them from the cupboard; the basket updates everywhere. */
export async function moveToBasket(items: number[]): Promise<boolean> {
  const before = itemTotal($cupboards.get())
  const done = await run(
    async () => (await api()).postBasketAddFromCupboard(items, true),
    (summary) => itemTotal(summary) < before,
  )
  if (done) {
    const { refreshBasket } = await import('./basket-actions')
    await Promise.all([refreshBasket(), reloadShown()])
  }
  return done
}

/** Creates a cupboard; resolves to its id, or null (the notice says why). */
export async function createCupboard(name: string): Promise<number | null> {
  const known = new Set($cupboards.get().list.map((cupboard) => cupboard.cupboardId))
  let id: number | null = null
  const done = await run(
    async () => {
      const answer = await (await api()).postCupboardAdd(name.trim())
      id = answer.cupboard.cupboardId
      return answer
    },
    (summary) => {
      id = summary.list.find((cupboard) => !known.has(cupboard.cupboardId))?.cupboardId ?? null
      return id !== null
    },
  )
  return done ? id : null
}

export const setDefaultCupboard = (id: number) =>
  run(
    async () => (await api()).postCupboardSetDefault(id),
    (summary) => summary.list.some((cupboard) => cupboard.cupboardId === id && cupboard.isDefault),
  )
export const removeCupboard = (id: number) =>
  run(
    async () => (await api()).postCupboardRemove(id),
    (summary) => !listed(summary, id),
  )

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$cupboards, $cupboard], () => {
    markSeeded(false)
  })
}
