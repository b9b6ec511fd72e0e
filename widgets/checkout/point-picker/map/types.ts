import type { PickupPoint } from '../../../../shared/schemas/checkout'
import type { LatLng, MapView } from '../rules'

/** What the picker needs of a map, whichever service draws it. */
export interface MapHandle {
  /** Draws one marker per point (replacing the earlier ones). */
  setPoints(points: readonly PickupPoint[]): void
  /** Highlights the point's marker (null: none) and brings it into view. */
  select(id: string | null): void
  /** Called with the point id when the shopper clicks a marker. */
  onMarkerClick(listener: (id: string) => void): void
  /** Called with the new centre when the shopper has moved the map. */
  onMoveEnd(listener: (centre: LatLng) => void): void
  getCenter(): LatLng
  setView(view: MapView): void
  destroy(): void
}

export interface MapOptions extends MapView {
  /** The page's language, for the map's own labels where the service has them. */
  language: string
  /** The marker's text for assistive technology and tooltips. */
  markerLabel(point: PickupPoint): string
}

/** The map services (window.shopData.config.maps). */
export interface MapsConfig {
  tileUrl: string
  attribution: string
  googleApiKey: string
}
