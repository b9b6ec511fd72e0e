import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { postPointDetails, postPoints } from '../../../shared/api/checkout'
import { useLoad } from '../../../shared/hooks/use-load'
import { useStore } from '../../../shared/hooks/use-store'
import { useUid } from '../../../shared/hooks/use-uid'
import { useT } from '../../../shared/i18n/t'
import type { PickupPoint } from '../../../shared/schemas/checkout'
import { $setup } from '../../../shared/stores/setup'
import { addStyleOnce } from '../../../shared/ui/inline-style'
import { LoadState } from '../../../shared/ui/load-state'
import { Modal } from '../../../shared/ui/modal'
import { Spinner } from '../../../shared/ui/spinner'
import { PointDetails } from './point-details'
import { PointOption } from './point-option'
import pickerCss from './point-picker.css' with { type: 'text' }
import { CITY_ZOOM, defaultView, type LatLng, POINT_ZOOM, pointPlace, searchPoints, sortByDistance } from './rules'
import { usePointMap } from './use-point-map'

export interface PointPickerProps {
  deliveryId: number
  paymentId: number
  /** The delivery country (SPEC 9: the map's first view). */
  countryIso: string
  /** The point chosen before, if any: selected and shown when the picker opens. */
  selectedId: string | null
  /** The shopper chose a point: the list's point with its details, when they have loaded. */
  onChoose(point: PickupPoint): void
  onClose(): void
}

type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; value: T }

/**
 * The pickup-point map modal (SPEC 2 Checkout, SPEC 9 Pickup map): a searchable list of the
 * delivery's points beside a map. Open while mounted; choosing a point calls onChoose.
 */
export function PointPicker({ deliveryId, paymentId, countryIso, selectedId, onChoose, onClose }: PointPickerProps) {
  const t = useT()
  const language = useStore($setup).language.current
  const searchId = useUid()
  const listName = useUid()
  const listLabelId = useUid()
  const start = useMemo(() => defaultView(countryIso), [countryIso])

  const points = useLoad(() => postPoints(deliveryId, paymentId), [deliveryId, paymentId])
  const [query, setQuery] = useState('')
  /** The map's centre once the map has moved; null before. */
  const [movedTo, setMovedTo] = useState<LatLng | null>(null)
  const [selected, setSelected] = useState(selectedId)
  const [details, setDetails] = useState<Record<string, Loaded<PickupPoint>>>({})
  const mapHost = useRef<HTMLDivElement>(null)
  const optionId = (id: string) => `${listName}-${id}`

  useLayoutEffect(() => addStyleOnce('point-picker', pickerCss), [])

  const [map, mapState] = usePointMap(mapHost, {
    view: start,
    language,
    onMarkerClick(id) {
      setSelected(id)
      document.getElementById(optionId(id))?.scrollIntoView?.({ block: 'nearest' })
    },
    onMoveEnd: setMovedTo,
  })

  const all = points.state === 'ready' ? points.data : []
  // The point chosen before: the list starts from it and the map shows it.
  const startPoint = all.find((point) => point.i === selectedId)
  const centre = movedTo ?? (startPoint ? pointPlace(startPoint) : start.centre)
  const found = useMemo(() => searchPoints(all, query, start.centre), [all, query, start])
  // A searched city orders the list from there; otherwise the map's centre does.
  const [centreLat, centreLng] = centre
  const listed = useMemo(
    () => (found.place ? found.points : sortByDistance(found.points, [centreLat, centreLng])),
    [found, centreLat, centreLng],
  )
  const chosen = all.find((point) => point.i === selected)

  useEffect(() => {
    if (map && startPoint) map.setView({ centre: pointPlace(startPoint), zoom: POINT_ZOOM })
  }, [map, startPoint])

  useEffect(() => map?.setPoints(found.points), [map, found.points])
  useEffect(() => {
    if (!map) return
    // The list's choice paints first; the map (its marker, maybe a move and new tiles) follows once
    // that frame is drawn. React runs this effect in the press's own task, preact after a frame.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => map.select(selected))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [map, selected])
  const [placeLat, placeLng] = found.place ? found.centre : [null, null]
  useEffect(() => {
    if (map && placeLat !== null && placeLng !== null) map.setView({ centre: [placeLat, placeLng], zoom: CITY_ZOOM })
  }, [map, placeLat, placeLng])

  // The list gives the address; the details call adds the description and more (SPEC 7).
  const detailsState = selected ? details[selected] : undefined
  useEffect(() => {
    if (!selected || !chosen || detailsState) return
    setDetails((known) => ({ ...known, [selected]: { state: 'loading' } }))
    postPointDetails(deliveryId, selected, paymentId).then(
      (value) => setDetails((known) => ({ ...known, [selected]: { state: 'ready', value } })),
      (error: unknown) => setDetails((known) => ({ ...known, [selected]: { state: 'failed', error } })),
    )
  }, [selected, chosen, detailsState, deliveryId, paymentId])

  const choose = (id: string) => {
    const point = all.find((item) => item.i === id)
    if (!point) return
    const more = details[id]
    onChoose(more?.state === 'ready' ? { ...point, ...more.value, address: { ...point.address, ...more.value.address } } : point)
  }

  return (
    <Modal open title={t('pointPickerTitle')} onClose={onClose} closeLabel={t('close')} className="sw-pp">
      <div className="sw-pp__layout">
        <div className="sw-pp__side">
          <label htmlFor={searchId}>{t('pointPickerSearch')}</label>
          <input
            id={searchId}
            className="sw-pp__search"
            type="search"
            value={query}
            autoComplete="off"
            spellCheck={false}
            disabled={points.state !== 'ready'}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          <LoadState load={points} block="sw-pp-state" spinner={Spinner} text={{ loading: t('loading'), retry: t('retry') }}>
            {() => (
              <>
                {/* Stays in the page, so the count is announced as the search changes it. */}
                <p className="sw-pp__count" role="status">
                  {all.length === 0
                    ? t('pointPickerEmpty')
                    : listed.length
                      ? t('pointPickerCount', { count: listed.length })
                      : t('pointPickerNoMatch', { query: query.trim() })}
                </p>
                <h3 className="sw-visually-hidden" id={listLabelId}>
                  {t('pointPickerList')}
                </h3>
                <div className="sw-pp__list" role="radiogroup" aria-labelledby={listLabelId}>
                  {listed.map((point) => (
                    <PointOption
                      key={point.i}
                      point={point}
                      name={listName}
                      id={optionId(point.i)}
                      checked={point.i === selected}
                      select={setSelected}
                      choose={choose}
                    />
                  ))}
                </div>
                {chosen && <PointDetails point={chosen} details={detailsState} choose={() => choose(chosen.i)} />}
              </>
            )}
          </LoadState>
        </div>
        <section className={`sw-pp__map sw-pp__map--${mapState}`} aria-label={t('pointPickerMap')}>
          <div className="sw-pp__canvas" ref={mapHost} />
          {mapState === 'unavailable' && <p className="sw-pp__map-note">{t('pointPickerMapUnavailable')}</p>}
        </section>
      </div>
    </Modal>
  )
}
