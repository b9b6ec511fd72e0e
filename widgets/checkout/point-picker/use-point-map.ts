import { type RefObject, useEffect, useRef, useState } from 'react'
import type { PickupPoint } from '../../../shared/schemas/checkout'
import { loadMap, type MapHandle } from './map'
import { formatAddress, type LatLng, type MapView } from './rules'

export type MapState = 'loading' | 'ready' | 'unavailable'

interface PointMapOptions {
  view: MapView
  language: string
  onMarkerClick(id: string): void
  onMoveEnd(centre: LatLng): void
}

const markerLabel = (point: PickupPoint) => [point.name, formatAddress(point.address)].filter(Boolean).join(', ')

/**
 * Starts the map in host once, on mount, and ends it on unmount. A map that cannot load leaves
 * the state 'unavailable' and one console error (SPEC 8: an absent pickup widget gives a console
 * error only); the list works without it.
 */
export function usePointMap(host: RefObject<HTMLElement | null>, options: PointMapOptions): [MapHandle | null, MapState] {
  const [handle, setHandle] = useState<MapHandle | null>(null)
  const [state, setState] = useState<MapState>('loading')
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    const element = host.current
    if (!element) return
    let live = true
    let made: MapHandle | null = null
    const { view, language } = latest.current
    loadMap(element, { ...view, language, markerLabel }).then(
      (map) => {
        made = map
        if (!live) return map.destroy()
        map.onMarkerClick((id) => latest.current.onMarkerClick(id))
        map.onMoveEnd((centre) => latest.current.onMoveEnd(centre))
        setHandle(map)
        setState('ready')
      },
      (error: unknown) => {
        console.error('[shop-widgets] the pickup-point map is unavailable:', error)
        if (live) setState('unavailable')
      },
    )
    return () => {
      live = false
      made?.destroy()
    }
  }, [host])

  return [handle, state]
}
