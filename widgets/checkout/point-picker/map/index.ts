import { readPart } from '../../../../shared/page-data/shop-data'
import { text } from '../../../../shared/schemas/common'
import * as v from '../../../../shared/schemas/kit'
import type { MapHandle, MapOptions, MapsConfig } from './types'

export type { MapHandle, MapOptions } from './types'

/** window.shopData.config.maps. */
export const mapsSchema = v.looseObject({
  tileUrl: v.optional(text, ''),
  attribution: v.optional(text, ''),
  googleApiKey: v.optional(text, ''),
})
const noMaps = { tileUrl: '', attribution: '', googleApiKey: '' }

/** The page's map services; absent on pages without a pickup map (then no map). */
const readMapsConfig = (): MapsConfig => readPart(['config', 'maps'], mapsSchema, noMaps)

/**
 * Draws the pickup map in container: Google Maps (with the places library, SPEC 7) when the page
 * has a key, else Leaflet with the page's tiles. The service's code loads here, on first use.
 * Rejects when neither is configured or the service fails to load.
 */
export async function loadMap(container: HTMLElement, options: MapOptions): Promise<MapHandle> {
  const config = readMapsConfig()
  if (config.googleApiKey) return (await import('./google-map')).googleMap(container, options, config.googleApiKey)
  if (config.tileUrl) return (await import('./leaflet-map')).leafletMap(container, options, config)
  throw new Error('no map service: window.shopData.config.maps has neither googleApiKey nor tileUrl')
}
