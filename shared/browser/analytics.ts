// SPEC 7 "Other behaviour": events for the analytics data layer.
type DataLayerEvent = Record<string, unknown> & { event: string }

export function track(event: DataLayerEvent): void {
  const w = window as unknown as { dataLayer?: DataLayerEvent[] }
  w.dataLayer ??= []
  w.dataLayer.push(event)
}
