import { atom } from 'nanostores'
import { postBlikCode } from '../api/order'
import { type BlikState, blikCodeCheck, blikNext } from './blik-rules'
import { notifyFailure } from './notify-failure'

export interface BlikModalState {
  state: BlikState
  /** The code was not sent: not six digits (SPEC 5). */
  invalid: boolean
  /** What the bank said when it asks for a new code. */
  message: string
}

/**
 * SPEC 4 paying a placed order with a BLIK code: the modal's state and its actions. `paid` runs
 * when the code went through (the caller goes to the order page).
 */
export function createBlikPayment(action: string, paid: () => void) {
  const $blik = atom<BlikModalState>({ state: 'form', invalid: false, message: '' })
  const patch = (change: Partial<BlikModalState>) => $blik.set({ ...$blik.get(), ...change })

  /**
   * SPEC 4, 5: a six-digit code is posted as AuthorizationCode; an empty one shows nothing ("a
   * missing code is not shown"); anything else marks the field invalid.
   */
  async function submit(code: string): Promise<void> {
    if ($blik.get().state === 'loading') return
    const check = blikCodeCheck(code)
    if (check === 'missing') return patch({ invalid: false, message: '' })
    if (check === 'invalid') return patch({ invalid: true, message: '' })
    patch({ state: 'loading', invalid: false, message: '' })
    try {
      const answer = await postBlikCode(action, code)
      const next = blikNext(answer)
      if (next === 'order') return paid()
      patch({ state: next, message: next === 'form' ? answer.message : '' })
    } catch (error) {
      // SPEC 8: a failed code submission shows the notice and clears loading.
      notifyFailure(error)
      patch({ state: 'form' })
    }
  }

  /** After payment_error: the form again, for a new code. */
  const retry = () => patch({ state: 'form', invalid: false, message: '' })

  return { $blik, submit, retry }
}

export type BlikPayment = ReturnType<typeof createBlikPayment>
