/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader'
import type { PickupPoint } from '../../../../shared/schemas/checkout'
import { type LatLng, POINT_ZOOM, pointPlace } from '../rules'
import type { MapHandle, MapOptions } from './types'

let configured = false

const toGoogle = ([lat, lng]: LatLng): google.maps.LatLngLiteral => ({ lat, lng })

/**
 * The pickup map on the Google Maps JavaScript API. SPEC 7: the API loads with the places
 * library; the loader injects the script with a callback and resolves when it has run.
 */
export async function googleMap(container: HTMLElement, options: MapOptions, key: string): Promise<MapHandle> {
  // The loader takes its options once per page; a second picker reuses the loaded API.
  if (!configured) {
    setOptions({ key, v: 'weekly', libraries: ['places'], language: options.language })
    configured = true
  }
  const [{ Map: GoogleMap }, { Marker }, { SymbolPath }] = await Promise.all([
    importLibrary('maps'),
    importLibrary('marker'),
    importLibrary('core'),
    importLibrary('places'),
  ])
  const icon = (isChosen: boolean): google.maps.Symbol => ({
    path: SymbolPath.CIRCLE,
    scale: isChosen ? 11 : 7,
    fillColor: isChosen ? '#2f6fde' : '#1d1b19',
    fillOpacity: 1,
    strokeColor: '#ffffff',
    strokeWeight: isChosen ? 3 : 2,
  })

  const view = new GoogleMap(container, {
    center: toGoogle(options.centre),
    zoom: options.zoom,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
  })
  const markers = new Map<string, google.maps.Marker>()
  let selected: string | null = null
  let clicked: (id: string) => void = () => {}
  const listeners: google.maps.MapsEventListener[] = []
  const getCenter = (): LatLng => {
    const centre = view.getCenter()
    return centre ? [centre.lat(), centre.lng()] : options.centre
  }

  return {
    setPoints(points: readonly PickupPoint[]) {
      for (const marker of markers.values()) marker.setMap(null)
      markers.clear()
      for (const point of points) {
        const marker = new Marker({
          map: view,
          position: toGoogle(pointPlace(point)),
          title: options.markerLabel(point),
          icon: icon(point.i === selected),
          zIndex: point.i === selected ? 1 : 0,
        })
        marker.addListener('click', () => clicked(point.i))
        markers.set(point.i, marker)
      }
    },
    select(id) {
      const before = markers.get(selected ?? '')
      before?.setIcon(icon(false))
      before?.setZIndex(0)
      selected = id
      const marker = markers.get(id ?? '')
      const place = marker?.getPosition()
      if (!marker || !place) return
      marker.setIcon(icon(true))
      marker.setZIndex(1)
      if (!view.getBounds()?.contains(place)) {
        view.setCenter(place)
        view.setZoom(Math.max(view.getZoom() ?? 0, POINT_ZOOM - 2))
      }
    },
    onMarkerClick(listener) {
      clicked = listener
    },
    onMoveEnd(listener) {
      listeners.push(view.addListener('idle', () => listener(getCenter())))
    },
    getCenter,
    setView({ centre, zoom }) {
      view.setCenter(toGoogle(centre))
      view.setZoom(zoom)
    },
    destroy() {
      for (const listener of listeners) listener.remove()
      for (const marker of markers.values()) marker.setMap(null)
      markers.clear()
      container.replaceChildren()
    },
  }
}
