import { atom, onMount } from 'nanostores'
import {
  type Cupboard,
  type CupboardSummary,
  cupboardSummarySchema,
  getCupboard,
  postBasketAddFromCupboard,
  postCupboardAdd,
  postCupboardProductAdd,
  postCupboardProductRemove,
  postCupboardProductsDelete,
  postCupboardRemove,
  postCupboardSetDefault,
} from '../api/cupboard'
import { openTabChannel, type TabChannel } from '../browser/tab-channel'
import { failureText } from '../i18n/failure-text'
import { seedOnMount } from '../page-data/seed'
import { readPart } from '../page-data/shop-data'
import { keepsPageState } from '../page-state'
import { notifyFailure } from './notify-failure'

// The shopper's cupboards (SPEC 2/3/4): a summary every save button and tab reads, and the one
// cupboard on screen. Every answer of the server brings the summary, so all stay right; other
// tabs of the shop hear it too.

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

async function run<T extends { cupboards: CupboardSummary }>(send: () => Promise<T>): Promise<T | null> {
  try {
    const answer = await send()
    setSummary(answer.cupboards)
    return answer
  } catch (error) {
    // SPEC: a failed call shows its notice and leaves everything as it was.
    notifyFailure(error)
    return null
  }
}

/** Shows a cupboard (0: the default one): a spinner, then its products (SPEC 4). */
export async function loadCupboard(id: number): Promise<void> {
  const now = $cupboard.get()
  if (now.state !== 'ready' || now.cupboard.cupboardId !== id) $cupboard.set({ state: 'loading', id })
  try {
    const answer = await getCupboard(id)
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
  run(() => postCupboardProductAdd(productId, cupboardId, variant)).then(Boolean)

/** Takes a product out of every cupboard that holds it (the save button's second press). */
export async function unsaveProduct(productId: number): Promise<boolean> {
  for (const cupboardId of $cupboards.get().saved[String(productId)] ?? []) {
    if (!(await run(() => postCupboardProductRemove(productId, cupboardId)))) return false
  }
  await reloadShown()
  return true
}

export async function removeItem(productId: number, cupboardId: number): Promise<boolean> {
  const done = Boolean(await run(() => postCupboardProductRemove(productId, cupboardId)))
  if (done) await reloadShown()
  return done
}

export async function deleteItems(items: number[]): Promise<boolean> {
  const done = Boolean(await run(() => postCupboardProductsDelete(items)))
  if (done) await reloadShown()
  return done
}

/** SPEC 4: moves items to the basket, deleting them from the cupboard; the basket updates everywhere. */
export async function moveToBasket(items: number[]): Promise<boolean> {
  const done = Boolean(await run(() => postBasketAddFromCupboard(items, true)))
  if (done) {
    const { refreshBasket } = await import('./basket-actions')
    await Promise.all([refreshBasket(), reloadShown()])
  }
  return done
}

/** Creates a cupboard; resolves to its id, or null (the notice says why). */
export async function createCupboard(name: string): Promise<number | null> {
  const answer = await run(() => postCupboardAdd(name.trim()))
  return answer?.cupboard.cupboardId ?? null
}

export const setDefaultCupboard = (id: number) => run(() => postCupboardSetDefault(id)).then(Boolean)
export const removeCupboard = (id: number) => run(() => postCupboardRemove(id)).then(Boolean)

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([$cupboards, $cupboard], () => {
    markSeeded(false)
  })
}
