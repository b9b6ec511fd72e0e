import { readConfig } from '../../shared/page-data/shop-data'
import type { MountHooks, Unmount } from '../../shared/runtime/manifest'
import { createCheckoutRouter } from './router'
import { stepModule } from './step-module'

// Each step is a chunk of its own (the basket its lines, codes and loyalty points; delivery the
// forms engine's steps and its rules; the summary the order and its BLIK modal), so each page
// carries only its own step's code (the budgets: test/budgets.ts), for one more file on /basket.
// A step the page head ran as a module script (backend/head-tags.mjs with the page's route) is
// there at once (step-module.tsx): the island mounts with it by DOMContentLoaded.
export const steps = {
  basket: stepModule('basket', () => import('./basket/basket-step').then((module) => module.BasketStep)),
  delivery: stepModule('delivery', () => import('./delivery/delivery-step').then((module) => module.DeliveryStep)),
  summary: stepModule('summary', () => import('./summary/summary-route').then((module) => module.SummaryRoute)),
}

/** The step whose page this is, as the island reads the address once mounted (checkout.tsx: the basket when none). */
function stepHere() {
  return steps[createCheckoutRouter(readConfig().paths.basket).get()?.route ?? 'basket']
}

/**
 * The island mounts once its page's step's code has come (the server's markup stays until then,
 * CLS). `needs` is checked first, as the island does.
 */
export function mountWithStep(mountIsland: (host: HTMLElement, hooks: MountHooks) => Unmount, needs: () => void) {
  return (host: HTMLElement, hooks: MountHooks): Unmount => {
    needs()
    const step = stepHere()
    // Its code here already (run by the page head): mounted now, in the loader's task.
    if (step.ready()) return mountIsland(host, hooks)
    let unmount: Unmount | undefined
    let gone = false
    step
      .preload()
      .then(() => {
        if (!gone) unmount = mountIsland(host, hooks)
      })
      .catch((error: unknown) => {
        if (!gone) hooks.failed(error)
      })
    return () => {
      gone = true
      unmount?.()
    }
  }
}
