// SPEC 7 "Other behaviour": events for the analytics data layer. SPEC 1 cookie consent: they
// reach window.dataLayer only once the shopper allowed analytics; until the shopper decides
// they wait in memory (this page only), and a refusal drops them.
import { keepsPageState } from '../page-state'
import { readConsentCookie } from './consent-cookie'

type DataLayerEvent = Record<string, unknown> & { event: string }

let queued: DataLayerEvent[] = []
/** The choice made on this page, for a browser that keeps no cookies. */
let decidedHere: boolean | null = null

function push(events: DataLayerEvent[]): void {
  const w = window as unknown as { dataLayer?: DataLayerEvent[] }
  w.dataLayer ??= []
  w.dataLayer.push(...events)
}

/** Sends an event to the data layer, queues it until the shopper decides, or drops it if refused. */
export function track(event: DataLayerEvent): void {
  // The cookie, not the consent store: the store may not be mounted on this page, and the
  // choice may have been made in another tab since.
  const granted = readConsentCookie()?.analytics ?? decidedHere
  if (granted === null) {
    queued.push(event)
    return
  }
  releaseAnalytics(granted)
  if (granted) push([event])
}

/** The shopper decided: the queued events go to the data layer (granted) or are dropped. */
export function releaseAnalytics(granted: boolean): void {
  decidedHere = granted
  const events = queued
  queued = []
  if (granted && events.length) push(events)
}

if (process.env.NODE_ENV !== 'production') {
  keepsPageState([], () => {
    queued = []
    decidedHere = null
  })
}
