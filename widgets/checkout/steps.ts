import { readConfig } from '../../shared/page-data/shop-data'
import type { MountHooks, Unmount } from '../../shared/runtime/manifest'
import { createCheckoutRouter } from './router'
import { stepModule } from './step-module'

// Issue 29: each later step is a chunk of its own (delivery brings the forms engine's steps and
// its rules, the summary the order and its BLIK modal), so /basket carries only the basket's code.
export const laterSteps = {
  delivery: stepModule(() => import('./delivery/delivery-step').then((module) => module.DeliveryStep)),
  summary: stepModule(() => import('./summary/summary-route').then((module) => module.SummaryRoute)),
}

/** The later step whose page this is, if any (the checkout's router reads the address as it will once mounted). */
function laterStepHere() {
  const step = createCheckoutRouter(readConfig().paths.basket).get()?.route
  return step === 'delivery' || step === 'summary' ? laterSteps[step] : null
}

/**
 * On a later step's page the island mounts once that step's code has come (the server's markup
 * stays until then, CLS), on /basket at once. `needs` is checked first, as the island does.
 */
export function mountWithStep(mountIsland: (host: HTMLElement, hooks: MountHooks) => Unmount, needs: () => void) {
  return (host: HTMLElement, hooks: MountHooks): Unmount => {
    const step = laterStepHere()
    if (!step) return mountIsland(host, hooks)
    needs()
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
