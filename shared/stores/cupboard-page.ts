import { atom } from 'nanostores'
import type { Cupboard, CupboardSummary } from '../api/cupboard'
import { failureText } from '../i18n/failure-text'
import { keepsPageState } from '../page-state'
import { $cupboards, afterUnsave, api, run, savedIn, setSummary } from './cupboards'

// The cupboard page's side of the cupboards (SPEC 4): the one cupboard on screen and the changes
// made there. Apart from cupboards.ts, so the save buttons of the category and product pages
// carry none of it (their first-visit budgets, test/budgets.ts).

type Shown =
  | { state: 'idle' }
  | { state: 'loading'; id: number }
  | { state: 'ready'; cupboard: Cupboard }
  | { state: 'failed'; id: number; message: string }
export const $cupboard = atom<Shown>({ state: 'idle' })

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

// An unsave from a save button on this page shows in the cupboard on screen too.
afterUnsave.reload = reloadShown

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
  keepsPageState([$cupboard])
}
