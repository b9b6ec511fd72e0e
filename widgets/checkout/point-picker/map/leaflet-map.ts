import leafletCss from 'leaflet/dist/leaflet.css' with { type: 'text' }
import { type CircleMarker, circleMarker, type LatLngTuple, map, tileLayer } from 'leaflet/dist/leaflet-src.esm.js'
import type { PickupPoint } from '../../../../shared/schemas/checkout'
import { addStyleOnce } from '../../../../shared/ui/inline-style'
import { type LatLng, POINT_ZOOM, pointPlace } from '../rules'
import type { MapHandle, MapOptions, MapsConfig } from './types'

const toLeaflet = ([lat, lng]: LatLng): LatLngTuple => [lat, lng]

// Circle markers are drawn, so no marker images (and no image URLs) are needed.
const plain = { radius: 7, weight: 2, color: '#ffffff', fillColor: '#1d1b19', fillOpacity: 0.9 }
const chosen = { radius: 11, weight: 3, color: '#ffffff', fillColor: '#2f6fde', fillOpacity: 1 }

/** The pickup map on Leaflet with the page's tiles (config.maps.tileUrl). */
export function leafletMap(container: HTMLElement, options: MapOptions, config: MapsConfig): MapHandle {
  addStyleOnce('leaflet', leafletCss)
  // No tile fade: it redrew the map in every frame for a quarter second after each tile came, which
  // is what a choice from the list waited behind on a slow phone (the tap budget, scripts/bench-inp.mjs).
  const view = map(container, { zoomControl: true, fadeAnimation: false }).setView(toLeaflet(options.centre), options.zoom)
  const tiles = tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 18 })
  tiles.addTo(view)
  const markers = new Map<string, CircleMarker>()
  let selected: string | null = null
  let clicked: (id: string) => void = () => {}

  // The dialog may still be laying out when the map starts; Leaflet measures its box once.
  const resize = new ResizeObserver(() => view.invalidateSize())
  resize.observe(container)
  const getCenter = (): LatLng => {
    const centre = view.getCenter()
    return [centre.lat, centre.lng]
  }

  return {
    setPoints(points: readonly PickupPoint[]) {
      for (const marker of markers.values()) marker.remove()
      markers.clear()
      for (const point of points) {
        const marker = circleMarker(toLeaflet(pointPlace(point)), point.i === selected ? chosen : plain)
        marker.bindTooltip(options.markerLabel(point))
        marker.on('click', () => clicked(point.i))
        marker.addTo(view)
        markers.set(point.i, marker)
      }
      markers.get(selected ?? '')?.bringToFront()
    },
    select(id) {
      markers.get(selected ?? '')?.setStyle(plain)
      selected = id
      const marker = markers.get(id ?? '')
      if (!marker) return
      marker.setStyle(chosen).bringToFront()
      const place = marker.getLatLng()
      if (!view.getBounds().pad(-0.1).contains(place)) view.setView(place, Math.max(view.getZoom(), POINT_ZOOM - 2))
    },
    onMarkerClick(listener) {
      clicked = listener
    },
    onMoveEnd(listener) {
      view.on('moveend', () => listener(getCenter()))
    },
    getCenter,
    setView({ centre, zoom }) {
      view.setView(toLeaflet(centre), zoom)
    },
    destroy() {
      resize.disconnect()
      view.remove()
    },
  }
}
